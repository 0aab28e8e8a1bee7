import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../modal';
import { lightTheme } from '../tokens';
import { DateRangePicker } from './date-range-picker';

function InModal({ onCloseModal }: { onCloseModal: () => void }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <Modal title="Yeni Manuel Kapatma" open onClose={onCloseModal}>
        <DateRangePicker value={{ from: null, to: null }} onChange={() => {}} min="2027-07-01" />
      </Modal>
    </ThemeProvider>
  );
}

describe('DateRangePicker in a modal', { timeout: 60_000 }, () => {
  it('places its popover fixed beside the fields (out of the modal’s scrolling box)', async () => {
    const user = userEvent.setup();
    render(<InModal onCloseModal={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    const calendar = await screen.findByRole(
      'dialog',
      { name: 'Giriş ve çıkış tarihleri' },
      { timeout: 10_000 },
    );
    // Placed by usePopoverPosition (jsdom measures everything as 0 × 0 at the window's corner).
    expect(calendar.dataset.side).toBe('below');
    expect(calendar.style.top).toMatch(/^\d+px$/);
    expect(calendar.style.left).toMatch(/^\d+px$/);
    expect(calendar.style.maxHeight).not.toBe('');
  });

  it('Escape closes the calendar and leaves the modal open; a second Escape closes the modal', async () => {
    const user = userEvent.setup();
    const onCloseModal = vi.fn();
    render(<InModal onCloseModal={onCloseModal} />);
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    await screen.findByRole('dialog', { name: 'Giriş ve çıkış tarihleri' }, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Giriş ve çıkış tarihleri' })).not.toBeInTheDocument();
    expect(onCloseModal).not.toHaveBeenCalled();
    // The focus is back on the calendar button, inside the modal.
    expect(screen.getByRole('button', { name: 'Takvimi aç' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCloseModal).toHaveBeenCalledTimes(1);
  });
});
