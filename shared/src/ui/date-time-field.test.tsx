import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField, fromInstant, parseTypedTime, toInstant } from './date-time-field';
import { renderInModal, retype } from './kit.test-support';
import { lightTheme } from './tokens';

function Harness({
  initial = null,
  onRefused,
}: {
  initial?: string | null;
  onRefused?: (refused: boolean) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ThemeProvider theme={lightTheme}>
      <DateTimeField label="Yayın tarihi" value={value} onChange={setValue} onRefusedChange={onRefused} />
      <output data-testid="value">{value ?? '-'}</output>
    </ThemeProvider>
  );
}

const group = () => screen.getByRole('group', { name: 'Yayın tarihi' });
const day = () => within(group()).getByLabelText('Tarih');
const time = () => within(group()).getByLabelText('Saat');
const value = () => screen.getByTestId('value').textContent;

/** The field at 14:30 on 1 July 2031 (Istanbul); the returned mock is told of each refusal. */
function renderTellingRefusals() {
  const onRefused = vi.fn();
  render(<Harness initial="2031-07-01T11:30:00.000Z" onRefused={onRefused} />);
  return onRefused;
}

describe('time and instant helpers', () => {
  it('reads 24-hour times and turns an Istanbul day and time into the ISO instant', () => {
    const read: [typed: string, time: string][] = [
      ['14:30', '14:30'],
      ['9.05', '09:05'],
      ['2359', '23:59'],
      ['7', '07:00'],
    ];
    for (const [typed, time] of read) expect(parseTypedTime(typed), typed).toEqual({ ok: true, time });
    const refused: [typed: string, message: string][] = [
      ['24:00', 'Saat 00 ile 23 arasında olmalı.'],
      ['12:75', 'Dakika 00 ile 59 arasında olmalı.'],
      ['2 pm', 'Saat SS:dd biçiminde yazılmalı (ör. 14:30).'],
    ];
    for (const [typed, message] of refused)
      expect(parseTypedTime(typed), typed).toEqual({ ok: false, message });
    expect(toInstant('2031-07-01', '14:30')).toBe('2031-07-01T11:30:00.000Z');
    expect(fromInstant('2031-06-30T22:15:00Z')).toEqual({ day: '2031-07-01', time: '01:15' });
    expect(fromInstant(null)).toEqual({ day: null, time: '' });
  });
});

describe('DateTimeField', { timeout: 60_000 }, () => {
  it('shows the instant as its Istanbul day (dd.MM.yyyy) and time (HH:mm)', () => {
    render(<Harness initial="2031-06-30T22:15:00.000Z" />);
    expect(day()).toHaveValue('01.07.2031');
    expect(time()).toHaveValue('01:15');
  });

  it('takes a typed day and time and hands out the ISO instant the contract expects', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(day(), '01.07.2031{Enter}');
    expect(value()).toBe('2031-07-01T06:00:00.000Z');
    await retype(user, time(), '14:30{Enter}');
    expect(value()).toBe('2031-07-01T11:30:00.000Z');
    expect(time()).toHaveValue('14:30');
  });

  it('moves the time by quarter hours with the arrow keys, over midnight too', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2031-07-01T11:40:00.000Z" />);
    await user.click(time());
    await user.keyboard('{ArrowUp}');
    expect(time()).toHaveValue('14:45');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(time()).toHaveValue('14:15');
    expect(value()).toBe('2031-07-01T11:15:00.000Z');
    await retype(user, time(), '00:00{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(time()).toHaveValue('23:45');
  });

  it('refuses a time that is none with a Turkish message, keeps the value and tells the form', async () => {
    const user = userEvent.setup();
    const onRefused = renderTellingRefusals();
    await retype(user, time(), '25:10');
    await user.tab();
    expect(within(group()).getByRole('alert')).toHaveTextContent('Saat 00 ile 23 arasında olmalı.');
    expect(time()).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toBe('2031-07-01T11:30:00.000Z');
    expect(onRefused).toHaveBeenLastCalledWith(true);
    await retype(user, time(), '16:00{Enter}');
    expect(within(group()).queryByRole('alert')).not.toBeInTheDocument();
    expect(onRefused).toHaveBeenLastCalledWith(false);
    expect(value()).toBe('2031-07-01T13:00:00.000Z');
  });

  it('refuses a typed day that is none (the form is told), and emptying the day empties the value', async () => {
    const user = userEvent.setup();
    const onRefused = renderTellingRefusals();
    await retype(user, day(), '31.02.2031{Enter}');
    expect(within(group()).getByRole('alert')).toBeInTheDocument();
    expect(value()).toBe('2031-07-01T11:30:00.000Z');
    expect(onRefused).toHaveBeenLastCalledWith(true);
    await user.clear(day());
    await user.keyboard('{Enter}');
    expect(value()).toBe('-');
    expect(time()).toHaveValue('14:30');
  });
});

describe('the date picker in a dialog', { timeout: 60_000 }, () => {
  it('Escape closes the open calendar, not the dialog around it', async () => {
    const user = userEvent.setup();
    const closeModal = renderInModal(
      <DateTimeField label="Yayın tarihi" value={null} onChange={() => {}} />,
      'Yazı',
    );
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    expect(
      await screen.findByRole('dialog', { name: 'Tarih seçimi' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Tarih seçimi' })).not.toBeInTheDocument();
    expect(closeModal).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(closeModal).toHaveBeenCalledTimes(1);
  });
});
