import { TZDate } from '@date-fns/tz';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { formatDatePattern, TIME_ZONE } from '../lib/format/dates';
import { DateRangePicker } from './date-range-picker/date-range-picker';
import { labelAndInput } from './date-range-picker/field-styles';
import { DateFieldError } from './field-error';

export type TypedTime = { ok: true; time: string } | { ok: false; message: string };

/** A time as staff type it, 24-hour: '14:30', '9:05', '14.30' or '1430' → 'HH:mm'. */
export function parseTypedTime(text: string): TypedTime {
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!m) return { ok: false, message: 'Saat SS:dd biçiminde yazılmalı (ör. 14:30).' };
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  if (hours > 23) return { ok: false, message: 'Saat 00 ile 23 arasında olmalı.' };
  if (minutes > 59) return { ok: false, message: 'Dakika 00 ile 59 arasında olmalı.' };
  return { ok: true, time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` };
}

/** An Istanbul day and time → the instant as the contracts carry it (ISO 8601, UTC). */
export function toInstant(day: string, time: string): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, TIME_ZONE).getTime()).toISOString();
}

/** An instant → its Istanbul day 'YYYY-MM-DD' and time 'HH:mm'. */
export function fromInstant(instant: string | null): { day: string | null; time: string } {
  if (!instant || Number.isNaN(new Date(instant).getTime())) return { day: null, time: '' };
  return {
    day: formatDatePattern(instant, 'yyyy-MM-dd'),
    time: formatDatePattern(instant, 'HH:mm'),
  };
}

const MINUTES_A_DAY = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => {
  const m = ((minutes % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export interface DateTimeFieldProps {
  /** The moment as an ISO 8601 instant (what the API takes and sends), or null. */
  value: string | null;
  /** Called with the Istanbul day and time as an ISO instant, or null when the day is emptied. */
  onChange: (instant: string | null) => void;
  /** The field's name ('Yayın tarihi'). */
  label: string;
  /** The time a newly picked day gets when none is typed yet; default '09:00'. */
  defaultTime?: string;
  /** An error from the form, shown under the fields. */
  error?: string;
  /** Told whether a typed day or time is refused: a form keeps from submitting while it is. */
  onRefusedChange?: (refused: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A day and a time in Istanbul: the day on the shared Turkish picker (dd.MM.yyyy), the time typed
 * 24-hour as HH:mm (↑ and ↓ move it by 15 minutes). The value is the ISO instant the contracts
 * expect ('2031-07-01T11:30:00.000Z' for 1 July 2031 14:30 in Istanbul).
 *
 *   <DateTimeField label="Yayın tarihi" value={publishAt} onChange={setPublishAt} />
 */
export function DateTimeField({
  value,
  onChange,
  label,
  defaultTime = '09:00',
  error,
  onRefusedChange,
  disabled,
  className,
}: DateTimeFieldProps) {
  const baseId = useId();
  const timeId = `${baseId}-time`;
  const errorId = `${baseId}-error`;
  const shown = fromInstant(value);
  const [timeDraft, setTimeDraft] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [dayRefused, setDayRefused] = useState(false);
  // The time kept while no day is chosen (the value is null then).
  const [lastTime, setLastTime] = useState(shown.time || defaultTime);
  const time = shown.time || lastTime;

  const refused = dayRefused || timeError !== null;
  const told = useRef(false);
  useEffect(() => {
    if (told.current === refused) return;
    told.current = refused;
    onRefusedChange?.(refused);
  }, [refused, onRefusedChange]);

  const setTime = (next: string) => {
    setLastTime(next);
    if (shown.day) {
      const instant = toInstant(shown.day, next);
      if (instant !== value) onChange(instant);
    }
  };

  const commitTime = () => {
    if (timeDraft === null) return;
    const parsed = parseTypedTime(timeDraft);
    if (!parsed.ok) {
      setTimeError(parsed.message);
      return;
    }
    setTimeDraft(null);
    setTimeError(null);
    setTime(parsed.time);
  };

  const onTimeKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitTime();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      const parsed = timeDraft === null ? { ok: true as const, time } : parseTypedTime(timeDraft);
      const base = parsed.ok ? minutesOf(parsed.time) : minutesOf(time);
      // To the next quarter hour up or down.
      const next = e.key === 'ArrowUp' ? Math.floor(base / 15) * 15 + 15 : Math.ceil(base / 15) * 15 - 15;
      setTimeDraft(null);
      setTimeError(null);
      setTime(timeOf(next));
    }
  };

  const message = timeError ?? error;
  return (
    <Group className={className}>
      <legend>{label}</legend>
      <Row>
        <DateRangePicker
          mode="single"
          label="Tarih"
          value={shown.day}
          disabled={disabled}
          onRefusedChange={setDayRefused}
          onChange={(day) => onChange(day ? toInstant(day, time) : null)}
        />
        <TimeBox $invalid={timeError !== null} $disabled={Boolean(disabled)}>
          <label htmlFor={timeId}>Saat</label>
          <input
            id={timeId}
            value={timeDraft ?? time}
            placeholder="ss:dd"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            disabled={disabled}
            aria-invalid={timeError !== null || undefined}
            aria-describedby={message ? errorId : undefined}
            onChange={(e) => setTimeDraft(e.target.value)}
            onBlur={commitTime}
            onKeyDown={onTimeKey}
          />
        </TimeBox>
      </Row>
      <DateFieldError id={errorId} message={message} />
    </Group>
  );
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 104px;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

/** The time, boxed like the date picker's field beside it (56 px, its label inside). */
const TimeBox = styled.div<{ $invalid: boolean; $disabled: boolean; $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  min-height: 56px;
  padding: 6px ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.6;
    `}
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
    box-shadow: 0 0 0 3px rgba(28, 139, 181, 0.2);
  }
  ${labelAndInput}
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.75;
  }
`;
