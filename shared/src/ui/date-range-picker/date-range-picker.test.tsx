import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentProps } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retype, useHeldValue } from '../kit.test-support';
import { darkTheme, lightTheme } from '../tokens';
import type { BlockedRange, DateRangeValue, StayPeriod } from './availability';
import { DateRangePicker } from './date-range-picker';

type RangeProps = Omit<
  Extract<ComponentProps<typeof DateRangePicker>, { value: DateRangeValue }>,
  'value' | 'onChange'
>;

/** A page holding the picker's value, as a form would; onChange records every value handed out. */
function RangeHarness({
  initial = { from: null, to: null },
  onChange,
  theme = lightTheme,
  ...rest
}: RangeProps & {
  initial?: DateRangeValue;
  onChange?: (v: DateRangeValue) => void;
  theme?: typeof lightTheme;
}) {
  const [value, change] = useHeldValue(initial, onChange);
  return (
    <ThemeProvider theme={theme}>
      <DateRangePicker min="2027-07-01" {...rest} value={value} onChange={change} />
      <output data-testid="value">{`${value.from ?? '-'}/${value.to ?? '-'}`}</output>
      <button type="button">Sayfada başka bir yer</button>
    </ThemeProvider>
  );
}

// 13 July 2027 (a Tuesday) is a guest's arrival: the nights 13–17 July are booked, 18 July is free again.
const BOOKED: BlockedRange[] = [{ start: '2027-07-13', end: '2027-07-18' }];
const PERIODS: StayPeriod[] = [
  { startDate: '2027-07-01', endDate: '2027-08-31', minStay: 5, nightlyPrice: 12000 },
];

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}

const day = (name: string | RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

// user-event journeys on a busy machine: more room than the project's 20 s.
describe('DateRangePicker', { timeout: 60_000 }, () => {
  it('shows two Turkish months that start on Monday', async () => {
    const user = userEvent.setup();
    render(<RangeHarness />);
    const dialog = await openCalendar(user);
    const july = within(dialog).getByRole('grid', { name: 'Temmuz 2027' });
    expect(within(dialog).getByRole('grid', { name: 'Ağustos 2027' })).toBeInTheDocument();
    // The weekday row is hidden from screen readers (each day button says its weekday).
    const headers = within(july).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Pazartesi',
      'Salı',
      'Çarşamba',
      'Perşembe',
      'Cuma',
      'Cumartesi',
      'Pazar',
    ]);
    expect(headers[0]).toHaveTextContent('Pt');
    // 1 July 2027 is a Thursday: the fourth column of the first week.
    const firstWeek = within(july).getAllByRole('row')[0]!;
    const cells = [...firstWeek.querySelectorAll('td')];
    expect(cells[3]).toHaveTextContent('1');
    expect(cells.slice(0, 3).every((c) => c.textContent === '')).toBe(true);
    expect(within(cells[3]!).getByRole('button')).toHaveAccessibleName(/^1 Temmuz 2027 Perşembe/);
  });

  it('names the month arrows in Turkish and moves by a month', async () => {
    const user = userEvent.setup();
    render(<RangeHarness />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('button', { name: 'Önceki ay' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sonraki ay' }));
    expect(within(dialog).getByRole('grid', { name: 'Ağustos 2027' })).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: 'Eylül 2027' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Önceki ay' }));
    expect(within(dialog).getByRole('grid', { name: 'Temmuz 2027' })).toBeInTheDocument();
  });

  it('picks a stay with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness onChange={onChange} />);
    await user.tab();
    expect(screen.getByLabelText('Giriş')).toHaveFocus();
    // The field opens the calendar beside it; the down arrow goes into the month.
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.keyboard('{ArrowDown}');
    expect(day(/^1 Temmuz 2027/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-08', to: null });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-08', to: '2027-07-11' });
    // The popover steps aside and the fields read the stay.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Giriş')).toHaveValue('08.07.2027');
    expect(screen.getByLabelText('Çıkış')).toHaveValue('11.07.2027');
  });

  it('disables booked nights but lets the first booked day be a check-out', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness blocked={BOOKED} onChange={onChange} />);
    await openCalendar(user);
    expect(day('14 Temmuz 2027 Çarşamba, dolu')).toBeDisabled();
    expect(day('13 Temmuz 2027 Salı, dolu, yalnızca çıkış yapılabilir')).toBeDisabled();
    expect(day('18 Temmuz 2027 Pazar')).toBeEnabled();

    await user.click(day(/^10 Temmuz 2027/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-10', to: null });
    const arrivalDay = day('13 Temmuz 2027 Salı, yalnızca çıkış');
    expect(arrivalDay).toBeEnabled();
    await user.click(arrivalDay);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-10', to: '2027-07-13' });
  });

  it('refuses a stay across a booked night, on the calendar and typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness blocked={BOOKED} initial={{ from: '2027-07-10', to: null }} onChange={onChange} />);
    await openCalendar(user);
    expect(day('20 Temmuz 2027 Salı, arada dolu gece var')).toBeDisabled();
    expect(day('15 Temmuz 2027 Perşembe, dolu')).toBeDisabled();

    const checkOut = screen.getByLabelText('Çıkış');
    await user.click(checkOut);
    await user.type(checkOut, '20.07.2027{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Seçilen tarihler arasında dolu geceler var.');
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('2027-07-10/-');
  });

  it('shows the minimum stay of the check-in’s period and enforces it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness periods={PERIODS} initial={{ from: '2027-07-03', to: null }} onChange={onChange} />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByText(/En az 5 gece/)).toBeInTheDocument();
    expect(day('7 Temmuz 2027 Çarşamba, en az 5 gece')).toBeDisabled();
    expect(day('4 Temmuz 2027 Pazar, en az 5 gece')).toBeDisabled();
    await user.click(day(/^8 Temmuz 2027 Perşembe/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-03', to: '2027-07-08' });
  });

  it('refuses a typed check-out shorter than the minimum stay, in Turkish', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness periods={PERIODS} initial={{ from: '2027-07-03', to: null }} onChange={onChange} />);
    const checkOut = screen.getByLabelText('Çıkış');
    await user.click(checkOut);
    await user.type(checkOut, '06.07.2027{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu tarihlerde en az 5 gece konaklanır.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the nightly price in the cells with the given formatter', async () => {
    const user = userEvent.setup();
    render(<RangeHarness periods={PERIODS} formatPrice={(p) => `₺${p / 1000}B`} />);
    await openCalendar(user);
    const cell = day(/^2 Temmuz 2027 Cuma, gecelik ₺12B$/);
    expect(cell).toHaveTextContent('2₺12B');
  });

  it('reads a typed dd.MM.yyyy and refuses a bad one in Turkish', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness onChange={onChange} />);
    const checkIn = screen.getByLabelText('Giriş');
    await user.click(checkIn);
    await user.type(checkIn, '14.07.2027');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-14', to: null });
    expect(checkIn).toHaveValue('14.07.2027');

    const checkOut = screen.getByLabelText('Çıkış');
    await user.click(checkOut);
    await user.type(checkOut, '31.02.2027{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('31.02.2027 diye bir tarih yok.');
    // The refused text stays to be corrected.
    expect(checkOut).toHaveValue('31.02.2027');
    await retype(user, checkOut, 'yarın{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tarihi gg.aa.yyyy biçiminde yazın (örneğin 14.07.2027).',
    );
    await retype(user, checkOut, '12.07.2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Çıkış tarihi girişten sonra olmalı.');
    await retype(user, checkOut, '16.7.2027{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-14', to: '2027-07-16' });
    expect(checkOut).toHaveValue('16.07.2027');
  });

  it('refuses a typed day before the earliest one', async () => {
    const user = userEvent.setup();
    render(<RangeHarness />);
    const checkIn = screen.getByLabelText('Giriş');
    await user.type(checkIn, '30.06.2027{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('En erken 01.07.2027 seçilebilir.');
  });

  describe.each(['America/Los_Angeles', 'Asia/Tokyo'])('in the browser zone %s', (zone) => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('keeps the Istanbul calendar day, both ways', async () => {
      vi.stubEnv('TZ', zone);
      // The zone really moved (Node reads TZ again when it changes).
      expect(new Date(2027, 6, 14).getTimezoneOffset()).toBe(zone === 'Asia/Tokyo' ? -540 : 420);
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<RangeHarness initial={{ from: '2027-07-10', to: '2027-07-12' }} onChange={onChange} />);
      expect(screen.getByLabelText('Giriş')).toHaveValue('10.07.2027');
      await openCalendar(user);
      expect(day('10 Temmuz 2027 Cumartesi, giriş günü').closest('td')).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(day('12 Temmuz 2027 Pazartesi, çıkış günü')).toBeInTheDocument();
      await user.click(day(/^14 Temmuz 2027 Çarşamba/));
      expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-14', to: null });
      await user.click(day(/^16 Temmuz 2027 Cuma/));
      expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-14', to: '2027-07-16' });
      expect(screen.getByLabelText('Çıkış')).toHaveValue('16.07.2027');
    });
  });

  it('closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<RangeHarness />);
    await openCalendar(user);
    await waitFor(() => expect(day(/^1 Temmuz 2027/)).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takvimi aç' })).toHaveFocus();
  });

  it('opens as a full-screen sheet on a phone, with the focus kept inside', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 639px'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness onChange={onChange} />);
    const checkIn = screen.getByLabelText('Giriş');
    // No phone keyboard over the sheet: the fields only open it.
    expect(checkIn).toHaveAttribute('readonly');
    await user.click(checkIn);
    const sheet = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet.parentElement).toBe(document.body);
    expect(within(sheet).getByRole('heading', { name: 'Tarihler' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(sheet).getByRole('button', { name: /^9 Temmuz 2027/ }));
    await user.click(within(sheet).getByRole('button', { name: /^12 Temmuz 2027/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-09', to: '2027-07-12' });
    // Unlike the popover, the sheet stays until 'Uygula'.
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Tab goes round inside the sheet.
    const apply = within(sheet).getByRole('button', { name: 'Uygula' });
    apply.focus();
    await user.tab();
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(within(sheet).getByRole('button', { name: 'Kapat' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(apply).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('clears the stay with Temizle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness initial={{ from: '2027-07-10', to: '2027-07-12' }} onChange={onChange} />);
    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null });
    expect(screen.getByText('Giriş tarihini seçin.')).toBeInTheDocument();
  });

  it("names the screen's own fields in the calendar's hint ('Başlangıç (ilk kapalı gece)')", async () => {
    const user = userEvent.setup();
    render(
      <RangeHarness labels={{ from: 'Başlangıç (ilk kapalı gece)', to: 'Bitiş (villanın boşaldığı gün)' }} />,
    );
    await openCalendar(user);
    expect(screen.getByText('Başlangıç (ilk kapalı gece) için bir gün seçin.')).toBeInTheDocument();
    expect(screen.queryByText('Giriş tarihini seçin.')).not.toBeInTheDocument();
    await user.click(day(/^20 Temmuz 2027/));
    expect(screen.getByText('Bitiş (villanın boşaldığı gün) için bir gün seçin.')).toBeInTheDocument();
  });

  it('picks a one-day range of days for a report filter (sameDay)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RangeHarness sameDay labels={{ from: 'Başlangıç', to: 'Bitiş' }} minStay={3} onChange={onChange} />,
    );
    await openCalendar(user);
    expect(screen.getByText('Başlangıç tarihini seçin.')).toBeInTheDocument();
    await user.click(day(/^12 Temmuz 2027/));
    // The same day again ends the range there (a stay would undo it), whatever the minimum stay.
    await user.click(day(/^12 Temmuz 2027/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-07-12', to: '2027-07-12' });
    expect(screen.getByLabelText('Bitiş')).toHaveValue('12.07.2027');
    // Typed: a two-day range is counted in days, and an end before the start is refused in Turkish.
    await retype(user, screen.getByLabelText('Bitiş'), '13.07.2027{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2027-07-12/2027-07-13');
    await retype(user, screen.getByLabelText('Bitiş'), '11.07.2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitiş tarihi başlangıçtan önce olamaz.');
  });

  it('picks one date in single mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Single() {
      const [value, change] = useHeldValue<string | null>(null, onChange);
      return (
        <ThemeProvider theme={lightTheme}>
          <DateRangePicker
            mode="single"
            label="Ödeme tarihi"
            min="2027-07-01"
            max="2027-07-31"
            value={value}
            onChange={change}
          />
        </ThemeProvider>
      );
    }
    render(<Single />);
    expect(screen.queryByLabelText('Çıkış')).not.toBeInTheDocument();
    await openCalendar(user);
    expect(screen.getByRole('button', { name: 'Sonraki ay' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(/^20 Temmuz 2027/));
    expect(onChange).toHaveBeenLastCalledWith('2027-07-20');
    expect(screen.getByLabelText('Ödeme tarihi')).toHaveValue('20.07.2027');
    await retype(user, screen.getByLabelText('Ödeme tarihi'), '02.08.2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('En geç 31.07.2027 seçilebilir.');
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('has no serious accessibility violations when open (%s)', async (_name, theme) => {
    const user = userEvent.setup();
    const { container } = render(
      <RangeHarness
        theme={theme}
        blocked={BOOKED}
        periods={PERIODS}
        initial={{ from: '2027-07-03', to: null }}
      />,
    );
    await openCalendar(user);
    // jsdom draws nothing: colour contrast is for the browser check (e2e).
    const result = await act(() => axe.run(container, { rules: { 'color-contrast': { enabled: false } } }));
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
