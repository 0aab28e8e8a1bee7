import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@villa/shared/ui/icons';
import {
  guestsSummary,
  maxOf,
  MAX_GUESTS,
  minOf,
  stepGuests,
  type GuestCounts,
  type GuestKind,
} from './guests';

const ROWS: Array<{ kind: GuestKind; label: string; hint: string }> = [
  { kind: 'adults', label: 'Yetişkin', hint: '13 yaş ve üzeri' },
  { kind: 'children', label: 'Çocuk', hint: '2–12 yaş' },
  { kind: 'infants', label: 'Bebek', hint: '2 yaş altı' },
];

interface Props {
  /** null: no party chosen (a search that does not care); shown as `emptyLabel`. */
  value: GuestCounts | null;
  onChange: (value: GuestCounts | null) => void;
  /** With a null value: its text; also offers 'Temizle' to go back to it. */
  emptyLabel?: string;
  /** The villa's capacity; without one (a search), up to the API's ceiling. */
  capacity?: number;
  /** The villa counts infants in its capacity. */
  infantsCount?: boolean;
  label?: string;
  /** Which edge of the field the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/** Adults, children and infants: a field that opens steppers (Escape or 'Tamam' closes them). */
export function GuestsPicker({
  value,
  onChange,
  capacity,
  infantsCount = false,
  label = 'Misafir',
  emptyLabel,
  align = 'start',
  className,
}: Props) {
  const counts: GuestCounts = value ?? { adults: 0, children: 0, infants: 0 };
  const step = (kind: GuestKind, delta: 1 | -1) => {
    if (value === null) {
      // The first step chooses a party: one adult, and the asked-for guest beside them.
      const start = { adults: 1, children: 0, infants: 0 };
      onChange(kind === 'adults' || delta < 0 ? start : stepGuests(start, kind, 1, limit, infantsCount));
      return;
    }
    onChange(stepGuests(value, kind, delta, limit, infantsCount));
  };
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const limit = capacity ?? MAX_GUESTS;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Root
      ref={rootRef}
      className={className}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-haspopup="dialog"
        data-testid="guests-trigger"
        $open={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="label" id={`${id}-label`}>
          {label}
        </span>
        <span className="value">{value ? guestsSummary(value) : (emptyLabel ?? '')}</span>
        <ChevronDownIcon size={18} aria-hidden="true" />
      </Trigger>
      {open ? (
        <Panel id={`${id}-panel`} role="dialog" aria-labelledby={`${id}-label`} $align={align}>
          {ROWS.map(({ kind, label: rowLabel, hint }) => {
            const n = counts[kind];
            const canLess = value !== null && n > minOf(kind);
            const canMore = value === null || n < maxOf(kind, value, limit, infantsCount);
            return (
              <div className="row" key={kind}>
                <div>
                  <strong id={`${id}-${kind}`}>{rowLabel}</strong>
                  <span className="hint">{hint}</span>
                </div>
                <div className="stepper" role="group" aria-labelledby={`${id}-${kind}`}>
                  <button
                    type="button"
                    aria-label={`${rowLabel} azalt`}
                    disabled={!canLess}
                    onClick={() => step(kind, -1)}
                  >
                    −
                  </button>
                  <output aria-live="polite" data-testid={`guests-${kind}`}>
                    {n}
                  </output>
                  <button
                    type="button"
                    aria-label={`${rowLabel} artır`}
                    disabled={!canMore}
                    onClick={() => step(kind, 1)}
                  >
                    +
                  </button>
                </div>
              </div>
            );
          })}
          {capacity !== undefined ? (
            <p className="note">
              Bu villa en fazla {capacity} kişiliktir
              {infantsCount ? '; bebekler de sayılır.' : '; bebekler kapasiteye dahil değildir.'}
            </p>
          ) : null}
          <div className="actions">
            {emptyLabel !== undefined && value !== null ? (
              <button type="button" className="done" onClick={() => onChange(null)}>
                Temizle
              </button>
            ) : null}
            <button type="button" className="done" onClick={close}>
              Tamam
            </button>
          </div>
        </Panel>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: auto auto;
  column-gap: 8px;
  align-items: center;
  width: 100%;
  min-height: 56px;
  padding: 6px ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.color.focus : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  .label {
    grid-column: 1;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .value {
    grid-column: 1;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    color: ${({ theme }) => theme.color.textMuted};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
    transition: transform 0.15s ease;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: 940;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  width: min(340px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  display: flex;
  flex-direction: column;
  gap: 14px;
  text-transform: none;
  letter-spacing: normal;
  font-weight: normal;
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .row strong {
    display: block;
    font-size: 15px;
  }
  .hint {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .stepper {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .stepper button {
    width: 36px;
    height: 36px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
  .stepper button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.text};
  }
  .stepper button:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
  .stepper button:focus-visible,
  .done:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  output {
    min-width: 24px;
    text-align: center;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .note {
    margin: 0;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 12px;
  }
  .done {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
    padding: 4px 6px;
  }
`;
