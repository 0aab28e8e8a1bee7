import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { monthText, TURKISH_MONTHS } from '../lib/format/dates';
import { usePopoverPosition } from './date-range-picker/popover-position';
import { CONTROL_HEIGHT } from './form';
import { DateFieldError } from './field-error';
import { CalendarIcon } from './icons';
import { useEscapeCloses } from './use-escape-closes';

export type TypedMonth = { ok: true; month: string } | { ok: false; message: string };

const lowerTr = (s: string) => s.toLocaleLowerCase('tr-TR');
const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * A month as staff type it: 'Ekim 2026' (the month's Turkish name, any case, or its first three
 * letters), '10.2026', '10/2026' or '2026-10'. Anything else is refused with a Turkish message.
 */
export function parseTypedMonth(text: string): TypedMonth {
  const t = text.trim();
  const refused: TypedMonth = {
    ok: false,
    message: 'Ay "Ekim 2026" ya da "10.2026" biçiminde yazılmalı.',
  };
  let year: number;
  let month: number;
  const numeric = /^(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(t);
  const named = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(t);
  if (numeric) [month, year] = [Number(numeric[1]), Number(numeric[2])];
  else if (iso) [year, month] = [Number(iso[1]), Number(iso[2])];
  else if (named) {
    const word = lowerTr(named[1]!);
    const index = TURKISH_MONTHS.findIndex(
      (name) => lowerTr(name) === word || (word.length >= 3 && lowerTr(name).startsWith(word)),
    );
    if (index < 0) return { ok: false, message: `"${named[1]}" bir ay adı değil.` };
    [month, year] = [index + 1, Number(named[2])];
  } else return refused;
  if (month < 1 || month > 12) return { ok: false, message: 'Ay 1 ile 12 arasında olmalı.' };
  if (year < 1900 || year > 2999) return { ok: false, message: 'Geçerli bir yıl yazın.' };
  return { ok: true, month: ym(year, month) };
}

export interface MonthPickerProps {
  /** The month as 'YYYY-MM', or null. */
  value: string | null;
  /** Called with a checked 'YYYY-MM' (null when the field is emptied and `required` is not set). */
  onChange: (month: string | null) => void;
  label: string;
  /** Earliest and latest month to offer, 'YYYY-MM'. */
  min?: string;
  max?: string;
  /** The field cannot be emptied. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A Turkish month field: the month typed ('Ekim 2026', '10.2026') or picked on a year of month
 * names. Keyboard: Enter checks what was typed, Alt+↓ or the button opens the months; in them the
 * arrows move (↑↓ by a row of three), PageUp/PageDown change the year, Home/End go to the year's
 * ends, Enter or Space choose, Escape closes. The value is 'YYYY-MM'.
 *
 *   <MonthPicker label="Ay" value={month} onChange={(m) => m && setMonth(m)} required />
 */
export function MonthPicker({
  value,
  onChange,
  label,
  min,
  max,
  required,
  disabled,
  id,
  className,
}: MonthPickerProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const errorId = `${baseId}-error`;
  const panelId = `${baseId}-panel`;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const outOfRange = (month: string) =>
    min && month < min
      ? `${monthText(min)} öncesi seçilemez.`
      : max && month > max
        ? `${monthText(max)} sonrası seçilemez.`
        : null;

  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      if (required) {
        setError('Bir ay seçin.');
        return;
      }
      setDraft(null);
      setError(null);
      if (value !== null) onChange(null);
      return;
    }
    const parsed = parseTypedMonth(draft);
    if (!parsed.ok) return setError(parsed.message);
    const refusal = outOfRange(parsed.month);
    if (refusal) return setError(refusal);
    setDraft(null);
    setError(null);
    if (parsed.month !== value) onChange(parsed.month);
  };

  const pick = (month: string) => {
    setDraft(null);
    setError(null);
    setOpen(false);
    inputRef.current?.focus();
    if (month !== value) onChange(month);
  };

  // A press outside the field and the months closes them.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'ArrowDown' && (e.altKey || open)) {
      e.preventDefault();
      setOpen(true);
    }
  };

  const message = error;
  return (
    <Root
      ref={rootRef}
      className={className}
      onBlur={(e) => {
        // The focus leaving the field and its months closes them.
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId}>{label}</label>
      <Box $invalid={Boolean(message)} $disabled={Boolean(disabled)}>
        <input
          ref={inputRef}
          id={inputId}
          value={draft ?? monthText(value)}
          placeholder="Ay yyyy"
          autoComplete="off"
          disabled={disabled}
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
        />
        <button
          type="button"
          aria-label={open ? 'Ayları kapat' : 'Ayları aç'}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon size={18} />
        </button>
      </Box>
      <DateFieldError id={errorId} message={message} />
      {open ? (
        <MonthPanel
          id={panelId}
          label={label}
          value={value}
          min={min}
          max={max}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </Root>
  );
}

interface MonthPanelProps {
  id: string;
  label: string;
  value: string | null;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (month: string) => void;
  onClose: () => void;
}

const pickerRoot = (panel: HTMLElement) => panel.parentElement;
const thisMonth = () => {
  const now = new Date();
  return ym(now.getFullYear(), now.getMonth() + 1);
};

/** The year of month names: a dialog beside the field, focus on the chosen (or this) month. */
function MonthPanel({ id, label, value, min, max, onPick, onClose }: MonthPanelProps) {
  const start = value ?? thisMonth();
  const [year, setYear] = useState(Number(start.slice(0, 4)));
  const [focused, setFocused] = useState(Number(start.slice(5, 7)));
  // Bumped when the keyboard moves the roving month (and 0 on open): the focus goes to it then,
  // not when a click on 'Önceki yıl' changes the year.
  const [focusRequest, setFocusRequest] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  usePopoverPosition(panelRef, pickerRoot, 'start', true);

  const minYear = min ? Number(min.slice(0, 4)) : -Infinity;
  const maxYear = max ? Number(max.slice(0, 4)) : Infinity;
  const enabled = (month: string) => !(min && month < min) && !(max && month > max);

  // The focus follows the roving month (on open, and as the arrows move it).
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focusRequest]);

  // Escape closes the months only (a modal around stays open).
  useEscapeCloses(true, onClose);

  const move = (by: number) => {
    const index = year * 12 + (focused - 1) + by;
    const y = Math.floor(index / 12);
    if (y < minYear || y > maxYear) return;
    setYear(y);
    setFocused((index % 12) + 1);
    setFocusRequest((n) => n + 1);
  };

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -3,
      ArrowDown: 3,
      PageUp: -12,
      PageDown: 12,
      Home: 1 - focused,
      End: 12 - focused,
    };
    const by = steps[e.key];
    if (by === undefined) return;
    e.preventDefault();
    move(by);
  };

  return (
    <Panel ref={panelRef} id={id} role="dialog" aria-label={`${label}: ay seçimi`}>
      <YearNav>
        <button
          type="button"
          aria-label="Önceki yıl"
          disabled={year - 1 < minYear}
          onClick={() => setYear((y) => y - 1)}
        >
          ‹
        </button>
        <strong aria-live="polite">{year}</strong>
        <button
          type="button"
          aria-label="Sonraki yıl"
          disabled={year + 1 > maxYear}
          onClick={() => setYear((y) => y + 1)}
        >
          ›
        </button>
      </YearNav>
      <Months ref={grid} role="group" aria-label={`${year} ayları`} onKeyDown={onGridKey}>
        {TURKISH_MONTHS.map((name, i) => {
          const month = ym(year, i + 1);
          const selected = month === value;
          return (
            <button
              key={name}
              type="button"
              data-month={i + 1}
              tabIndex={focused === i + 1 ? 0 : -1}
              aria-label={`${name} ${year}`}
              aria-pressed={selected}
              disabled={!enabled(month)}
              className={selected ? 'is-selected' : undefined}
              onFocus={() => setFocused(i + 1)}
              onClick={() => onPick(month)}
            >
              {name}
            </button>
          );
        })}
      </Months>
    </Panel>
  );
}

const Root = styled.div`
  position: relative;
  display: grid;
  gap: 4px;
  min-width: 0;
  > label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Box = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: ${CONTROL_HEIGHT};
  min-width: 190px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
    box-shadow: 0 0 0 3px rgba(28, 139, 181, 0.2);
  }
  input {
    flex: 1 1 auto;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  button {
    flex: 0 0 auto;
    display: grid;
    place-items: center;
    width: 40px;
    margin: 2px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 950;
  width: 300px;
  max-width: calc(100vw - 16px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const YearNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-variant-numeric: tabular-nums;
  }
  button {
    width: 40px;
    height: 40px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.35;
    cursor: default;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  button {
    min-height: 44px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.text};
  }
  button:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.5;
    cursor: default;
  }
  button.is-selected {
    background: ${({ theme }) => (theme.mode === 'dark' ? theme.color.primaryHover : theme.color.primary)};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
