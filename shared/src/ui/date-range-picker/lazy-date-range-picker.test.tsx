import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPickerHarness } from './lazy-harness.test-support';

// Counts the evaluations of the picker's module (the stand-in fields must not need it), and holds
// its arrival back until the test lets it through (a slow network).
const loaded = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { picker: 0, gate, release: () => release() };
});
vi.mock('./date-range-picker', async (importOriginal) => {
  loaded.picker += 1;
  await loaded.gate;
  return importOriginal();
});

describe('LazyDateRangePicker', () => {
  it(
    'shows the fields at once and hands typing over to the picker when its code arrives',
    { timeout: 60_000 },
    async () => {
      const onChange = vi.fn();
      const onRefused = vi.fn();
      render(<LazyPickerHarness onChange={onChange} onRefused={onRefused} />);
      const from = screen.getByLabelText('Giriş');
      expect(from).toHaveAttribute('placeholder', 'gg.aa.yyyy');
      expect(screen.getByLabelText('Çıkış')).toBeInTheDocument();
      expect(loaded.picker).toBe(0);

      // Typed into the stand-in before the code is there: the text is kept and counts as unchecked.
      const user = userEvent.setup();
      await user.type(from, '10.07');
      await waitFor(() => expect(loaded.picker).toBe(1));
      expect(from).toHaveValue('10.07');
      expect(from).toHaveFocus();
      expect(onRefused).toHaveBeenLastCalledWith(true);
      loaded.release();

      // The picker took over: the same text, the focus in the same field, its calendar opening as a
      // focused field's does.
      await waitFor(() => expect(screen.getByLabelText('Giriş')).toHaveAttribute('aria-expanded', 'true'), {
        timeout: 20_000,
      });
      const taken = screen.getByLabelText('Giriş');
      expect(taken).not.toBe(from);
      expect(taken).toHaveFocus();
      expect(taken).toHaveValue('10.07');

      await user.keyboard('.2027{Enter}');
      expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-10', to: null });
      expect(onRefused).toHaveBeenLastCalledWith(false);
    },
  );
});
