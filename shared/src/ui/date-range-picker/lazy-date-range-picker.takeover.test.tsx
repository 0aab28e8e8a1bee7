import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPickerHarness, pickerGate } from './lazy-harness.test-support';

vi.mock('./date-range-picker', async (importOriginal) =>
  (await import('./lazy-harness.test-support')).afterPickerGate(importOriginal),
);

describe('LazyDateRangePicker, both days typed before its code arrives', () => {
  it('checks them in the order they were left: the check-out against the check-in typed before it', async () => {
    const onChange = vi.fn();
    const onRefused = vi.fn();
    render(<LazyPickerHarness onChange={onChange} onRefused={onRefused} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Giriş'), '10.07.2027{Enter}');
    await user.type(screen.getByLabelText('Çıkış'), '15.07.2027{Enter}');
    expect(onChange).not.toHaveBeenCalled();

    pickerGate.release();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-10', to: '2027-07-15' }), {
      timeout: 20_000,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Giriş')).toHaveValue('10.07.2027');
    expect(screen.getByLabelText('Çıkış')).toHaveValue('15.07.2027');
    expect(onRefused).toHaveBeenLastCalledWith(false);
  });
});
