import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDateRangePicker } from './lazy-date-range-picker';
import { LazyPickerHarness, pickerGate } from './lazy-harness.test-support';

vi.mock('./date-range-picker', async (importOriginal) =>
  (await import('./lazy-harness.test-support')).afterPickerGate(importOriginal),
);

describe('LazyDateRangePicker, typing at the moment its code arrives', () => {
  it('keeps a check-in typed after the code arrived and before the picker replaced the fields', async () => {
    const onChange = vi.fn();
    render(<LazyPickerHarness onChange={onChange} onRefused={vi.fn()} />);
    const from = screen.getByLabelText<HTMLInputElement>('Giriş');
    act(() => from.focus());

    // The code arrives (the stand-in hears of it first) and, before React has drawn the picker
    // (a busy page), the guest's typing lands in the stand-in field.
    pickerGate.release();
    await loadDateRangePicker();
    fireEvent.change(from, { target: { value: '10.07.2027' } });

    const taken = await screen.findByLabelText<HTMLInputElement>('Giriş', {
      selector: 'input:not([aria-expanded="false"])',
    });
    expect(taken).not.toBe(from);
    expect(taken).toHaveValue('10.07.2027');
    expect(taken).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-10', to: null });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
