import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { monthText } from '../lib/format/dates';
import { MonthPicker, parseTypedMonth, type MonthPickerProps } from './month-picker';
import { renderInModal, retype, useHeldValue } from './kit.test-support';
import { lightTheme } from './tokens';

function Harness({
  initial = '2026-04',
  onChange,
  ...rest
}: Partial<MonthPickerProps> & { initial?: string | null }) {
  const [value, change] = useHeldValue<string | null>(initial, onChange);
  return (
    <ThemeProvider theme={lightTheme}>
      <MonthPicker label="Rapor ayı" {...rest} value={value} onChange={change} />
      <output data-testid="value">{value ?? '-'}</output>
    </ThemeProvider>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Rapor ayı' });
const value = () => screen.getByTestId('value').textContent;

describe('parseTypedMonth', () => {
  it('reads Turkish month names in any case, their first letters and numbers, as YYYY-MM', () => {
    const read: [typed: string, month: string][] = [
      ['Ekim 2026', '2026-10'],
      ['ŞUBAT 2027', '2027-02'],
      ['ağu 2026', '2026-08'],
      ['3.2026', '2026-03'],
      ['11/2026', '2026-11'],
      ['2026-12', '2026-12'],
    ];
    for (const [typed, month] of read) expect(parseTypedMonth(typed), typed).toEqual({ ok: true, month });
  });

  it('refuses what is no month with a Turkish message', () => {
    expect(parseTypedMonth('13.2026')).toEqual({ ok: false, message: 'Ay 1 ile 12 arasında olmalı.' });
    expect(parseTypedMonth('Ocktober 2026')).toEqual({ ok: false, message: '"Ocktober" bir ay adı değil.' });
    expect(parseTypedMonth('gelecek ay')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Ekim 2026'),
    });
    expect(monthText('2026-05')).toBe('Mayıs 2026');
  });
});

describe('MonthPicker', { timeout: 30_000 }, () => {
  it('shows the month in Turkish and takes a typed one on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(field()).toHaveValue('Nisan 2026');
    await retype(user, field(), 'eylül 2026{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-09');
    expect(field()).toHaveValue('Eylül 2026');
  });

  it('refuses an unreadable month with a Turkish message and keeps the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} required />);
    await retype(user, field(), '14.2026{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ay 1 ile 12 arasında olmalı.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('14.2026');
    expect(value()).toBe('2026-04');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Bir ay seçin.');
    expect(value()).toBe('2026-04');
  });

  it('may be emptied when it is not required', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(field());
    await user.tab();
    expect(value()).toBe('-');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a month outside min and max', async () => {
    const user = userEvent.setup();
    render(<Harness max="2026-06" />);
    await retype(user, field(), 'Temmuz 2026{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Haziran 2026 sonrası seçilemez.');
    expect(value()).toBe('2026-04');
  });

  it('is operated with the keyboard: arrows, rows of three, PageDown to the next year, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = screen.getByRole('dialog', { name: 'Rapor ayı: ay seçimi' });
    expect(within(dialog).getByRole('button', { name: 'Nisan 2026' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Nisan 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Mayıs 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Ağustos 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(dialog).getByRole('button', { name: 'Ağustos 2027' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(value()).toBe('2027-08');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('Ağustos 2027');
  });

  it('changes the year with its buttons and closes on Escape without closing a dialog around it', async () => {
    const user = userEvent.setup();
    const closeModal = renderInModal(
      <MonthPicker label="Rapor ayı" value="2026-04" onChange={() => {}} />,
      'Rapor',
    );
    await user.click(screen.getByRole('button', { name: 'Ayları aç' }));
    const dialog = screen.getByRole('dialog', { name: 'Rapor ayı: ay seçimi' });
    await user.click(within(dialog).getByRole('button', { name: 'Önceki yıl' }));
    expect(within(dialog).getByRole('button', { name: 'Ocak 2025' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Rapor ayı: ay seçimi' })).not.toBeInTheDocument();
    expect(closeModal).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Rapor ayı' })).toHaveFocus();
  });
});
