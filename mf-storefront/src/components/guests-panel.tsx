import styled from 'styled-components';
import { maxOf, minOf, stepGuests, type GuestCounts, type GuestKind } from './guests';

const ROWS: Array<{ kind: GuestKind; label: string; hint: string }> = [
  { kind: 'adults', label: 'Yetişkin', hint: '13 yaş ve üzeri' },
  { kind: 'children', label: 'Çocuk', hint: '2–12 yaş' },
  { kind: 'infants', label: 'Bebek', hint: '2 yaş altı' },
];

export interface GuestsPanelProps {
  id: string;
  /** id of the trigger's label: the dialog's name. */
  labelId: string;
  align: 'start' | 'end';
  value: GuestCounts | null;
  onChange: (value: GuestCounts | null) => void;
  /** Most guests that count against the capacity. */
  limit: number;
  capacity?: number;
  infantsCount: boolean;
  emptyLabel?: string;
  onClose: () => void;
}

/**
 * GuestsPicker's open panel: a stepper for adults, children and infants. Its own chunk, fetched
 * when the picker is about to open (guests-picker.tsx).
 */
export default function GuestsPanel({
  id,
  labelId,
  align,
  value,
  onChange,
  limit,
  capacity,
  infantsCount,
  emptyLabel,
  onClose,
}: GuestsPanelProps) {
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
  return (
    <Panel id={id} role="dialog" aria-labelledby={labelId} $align={align}>
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
        <button type="button" className="done" onClick={onClose}>
          Tamam
        </button>
      </div>
    </Panel>
  );
}

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
