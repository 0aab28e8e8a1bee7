import { DayPicker, type DateRange } from 'react-day-picker';
import { tr } from 'date-fns/locale/tr';
import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import type { VillaAvailability } from '@villa/shared/contracts/storefront';
import { useIsMobile } from '@villa/shared/ui/use-is-mobile';
import { toIso } from '../../../lib/dates';
import { bookedNights } from './booked-nights';

const Wrap = styled.div`
  --c-primary: ${({ theme }) => theme.color.primary};
  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.color.primary};
    font-size: 14px;
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: 28px;
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    font-weight: 700;
    font-size: 16px;
    text-transform: capitalize;
  }
  .rdp-nav {
    position: absolute;
    right: 0;
    top: 0;
    display: flex;
    gap: 6px;
    z-index: 1;
  }
  .rdp-button_previous,
  .rdp-button_next {
    width: 38px;
    height: 38px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .rdp-chevron {
    fill: currentColor;
    width: 14px;
    height: 14px;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    padding: 6px 0;
    text-transform: capitalize;
  }
  .rdp-day {
    width: 42px;
    height: 40px;
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    width: 40px;
    height: 38px;
    border: 0;
    border-radius: 10px;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
    font: inherit;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .rdp-day_button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  .rdp-today .rdp-day_button {
    font-weight: 800;
    text-decoration: underline;
  }
  .rdp-outside {
    opacity: 0.35;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.45;
    cursor: default;
  }
  .is-booked .rdp-day_button {
    background: ${({ theme }) => theme.color.dangerBg};
    color: ${({ theme }) => theme.color.danger};
    text-decoration: line-through;
  }
  .rdp-range_middle .rdp-day_button {
    background: rgba(28, 139, 181, 0.16);
    border-radius: 0;
  }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button,
  .rdp-selected.rdp-range_start .rdp-day_button,
  .rdp-selected.rdp-range_end .rdp-day_button {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    text-decoration: none;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    margin-top: 10px;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .legend span::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 14px;
    border-radius: 4px;
    margin-right: 6px;
    vertical-align: -2px;
  }
  .legend .free::before {
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  .legend .booked::before {
    background: ${({ theme }) => theme.color.dangerBg};
    border: 1px solid ${({ theme }) => theme.color.danger};
  }
  .legend .chosen::before {
    background: ${({ theme }) => theme.color.primary};
  }
`;

export interface AvailabilityCalendarProps {
  availability: VillaAvailability | undefined;
  checkIn: string;
  checkOut: string;
  today: string;
  onSelect: (checkIn: string, checkOut: string) => void;
}

/**
 * Availability calendar (booked and closed nights struck through); picking two days sets the stay.
 * Its own chunk with react-day-picker: the page shows it through LazyAvailabilityCalendar.
 */
export default function AvailabilityCalendar({
  availability,
  checkIn,
  checkOut,
  today,
  onSelect,
}: AvailabilityCalendarProps) {
  const isMobile = useIsMobile();
  const booked = bookedNights(availability);
  const selected: DateRange | undefined = checkIn
    ? { from: parseISO(checkIn), to: checkOut ? parseISO(checkOut) : undefined }
    : undefined;
  return (
    <Wrap>
      <DayPicker
        mode="range"
        locale={tr}
        numberOfMonths={isMobile ? 1 : 2}
        fixedWeeks
        startMonth={parseISO(today)}
        defaultMonth={checkIn ? parseISO(checkIn) : parseISO(today)}
        selected={selected}
        onSelect={(range, day) => {
          // A click after a complete stay starts a new one.
          if (checkIn && checkOut) return onSelect(toIso(day), '');
          onSelect(
            range?.from ? toIso(range.from) : '',
            range?.to && range.to > range.from! ? toIso(range.to) : '',
          );
        }}
        disabled={{ before: parseISO(today) }}
        modifiers={{ booked: (d) => booked.has(toIso(d)) }}
        modifiersClassNames={{ booked: 'is-booked' }}
        labels={{
          labelDayButton: (date, m) =>
            `${format(date, 'd MMMM EEEE', { locale: tr })}${
              (m as { booked?: boolean }).booked ? ', dolu' : ''
            }`,
        }}
      />
      <div className="legend" aria-hidden="true">
        <span className="free">Müsait</span>
        <span className="booked">Dolu / kapalı</span>
        <span className="chosen">Seçtiğiniz tarihler</span>
      </div>
    </Wrap>
  );
}
