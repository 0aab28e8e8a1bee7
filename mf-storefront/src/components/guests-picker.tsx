import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@villa/shared/ui/icons';
import type { GuestsPanelProps } from './guests-panel';
import { guestsSummary, MAX_GUESTS, type GuestCounts } from './guests';

type Panel = ComponentType<GuestsPanelProps>;
let loadedPanel: Panel | null = null;
let loadingPanel: Promise<Panel> | null = null;

/**
 * The steppers are their own chunk: fetched as the pointer or focus reaches the field, or on open.
 * Once fetched, every picker shows them at once (no suspense on a later open).
 */
export function loadGuestsPanel(): Promise<Panel> {
  loadingPanel ??= import('./guests-panel').then(
    (m) => (loadedPanel = m.default),
    (error: unknown) => {
      loadingPanel = null;
      throw error;
    },
  );
  return loadingPanel;
}

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
  const [open, setOpen] = useState(false);
  const [GuestsPanel, setGuestsPanel] = useState<Panel | null>(() => loadedPanel);
  const reach = () => {
    if (GuestsPanel) return;
    loadGuestsPanel().then(
      (panel) => setGuestsPanel(() => panel),
      () => {
        // Offline for now: the next reach tries again.
      },
    );
  };
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
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          reach();
          setOpen((o) => !o);
        }}
      >
        <span className="label" id={`${id}-label`}>
          {label}
        </span>
        <span className="value">{value ? guestsSummary(value) : (emptyLabel ?? '')}</span>
        <ChevronDownIcon size={18} aria-hidden="true" />
      </Trigger>
      {open ? (
        GuestsPanel ? (
          <GuestsPanel
            id={`${id}-panel`}
            labelId={`${id}-label`}
            align={align}
            value={value}
            onChange={onChange}
            limit={limit}
            capacity={capacity}
            infantsCount={infantsCount}
            emptyLabel={emptyLabel}
            onClose={close}
          />
        ) : (
          <Pending $align={align} role="status">
            Yükleniyor…
          </Pending>
        )
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

const Pending = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: 940;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;
