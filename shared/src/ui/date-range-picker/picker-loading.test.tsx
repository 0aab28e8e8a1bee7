import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInModal } from '../kit.test-support';
import { DateRangePicker } from './date-range-picker';

// The calendar's chunk never arrives: the picker stays at 'Takvim yükleniyor…'.
vi.mock('./calendar-panel', () => new Promise(() => {}));

describe('DateRangePicker while its calendar loads', { timeout: 30_000 }, () => {
  it('Escape closes the picker, not the modal around it', async () => {
    const user = userEvent.setup();
    const onCloseModal = renderInModal(
      <DateRangePicker mode="single" label="Tarih" value={null} onChange={() => {}} />,
      'Yazı',
    );
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    expect(screen.getByRole('status')).toHaveTextContent('Takvim yükleniyor…');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onCloseModal).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCloseModal).toHaveBeenCalledTimes(1);
  });
});
