import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { CalendarIcon } from '../icons';
import { useIsMobile } from '../use-is-mobile';
import type { ActiveEnd } from './availability';
import type { DateRangePickerProps, PickerHandoff } from './date-range-picker';
import { DateFieldError } from '../field-error';
import { CalendarButton, Divider, FieldBox, Fields, Root } from './field-styles';
import { toFieldText } from './field-text';

export type { DateRangePickerProps } from './date-range-picker';

type Picker = ComponentType<DateRangePickerProps>;

let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;

/** Fetches the picker's code once (a failed fetch is tried again on the next call). */
export function loadDateRangePicker(): Promise<Picker> {
  loading ??= import('./date-range-picker').then(
    (m) => (loaded = m.DateRangePicker),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * DateRangePicker for a page's first screen: its fields show at once, the same size and look, and
 * take focus and typing; the picker's code (its checks, the calendar) is fetched when the guest
 * reaches for them (pointer over, focus, a key, a tap) and takes over where the guest is: the
 * typed text, the focus and caret, a field already left is checked, a tap opens the calendar.
 * Same props as DateRangePicker.
 */
export function LazyDateRangePicker(props: DateRangePickerProps) {
  const [Loaded, setLoaded] = useState<Picker | null>(() => loaded);
  // Taken in the first render with the picker, not when its code arrives: a key typed or pressed
  // between the two (the page was busy) belongs to the handoff too.
  const handoff = useRef<PickerHandoff | undefined>(undefined);
  const [drafts, setDrafts] = useState<Partial<Record<ActiveEnd, string>>>({});
  // What the takeover needs, kept in refs: the moment the code arrives is not a render.
  const state = useRef<PickerHandoff>({ drafts: {}, commit: [] });
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const isMobile = useIsMobile();
  const baseId = useId();
  const { onRefusedChange } = props;

  const single = props.mode === 'single';
  const value = single ? { from: props.value, to: null } : props.value;
  const labels = single
    ? { from: props.label ?? 'Tarih', to: '' }
    : { from: props.labels?.from ?? 'Giriş', to: props.labels?.to ?? 'Çıkış' };

  const reach = () => {
    if (Loaded) return;
    void loadDateRangePicker().then(
      (picker) => setLoaded(() => picker),
      () => {
        // Offline for now: the fields stay as they are; the next reach tries again.
      },
    );
  };

  // Text typed and not yet checked must not be searched with: the form hears of it like a refusal
  // until the picker has checked it.
  const pending = Object.values(drafts).some((t) => t !== undefined && t.trim() !== '');
  useEffect(() => {
    if (!Loaded) onRefusedChange?.(pending);
  }, [Loaded, pending, onRefusedChange]);

  if (Loaded) {
    if (!handoff.current && (fromRef.current || toRef.current)) {
      // The stand-in fields are still on the page (this render replaces them): what they hold now.
      const focused = [fromRef, toRef].findIndex((r) => r.current && r.current === document.activeElement);
      const input = focused >= 0 ? [fromRef, toRef][focused]!.current : null;
      handoff.current = {
        drafts: { ...state.current.drafts },
        commit: [...state.current.commit],
        open: state.current.open,
        focus: input ? { end: focused === 1 ? 'to' : 'from', caret: input.selectionStart } : undefined,
      };
    }
    return <Loaded {...props} handoff={handoff.current} />;
  }

  const field = (end: ActiveEnd) => {
    const ref = end === 'from' ? fromRef : toRef;
    return (
      <input
        ref={ref}
        id={end === 'from' ? (props.id ?? `${baseId}-from`) : `${baseId}-to`}
        value={drafts[end] ?? toFieldText(end === 'from' ? value.from : value.to)}
        placeholder="gg.aa.yyyy"
        inputMode="numeric"
        autoComplete="off"
        disabled={props.disabled}
        readOnly={isMobile}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-describedby={props.error ? `${baseId}-error` : undefined}
        onPointerEnter={reach}
        onFocus={reach}
        onChange={(e) => {
          const text = e.target.value;
          state.current.drafts = { ...state.current.drafts, [end]: text };
          setDrafts(state.current.drafts);
        }}
        onClick={() => {
          if (isMobile) state.current.open = { end, via: 'field' };
        }}
        onKeyDown={(e) => {
          // Enter checks the typed day (it never submits the form with an unchecked one).
          if (e.key === 'Enter') {
            e.preventDefault();
            if (!state.current.commit.includes(end)) state.current.commit.push(end);
          }
        }}
        onBlur={() => {
          if (state.current.drafts[end] !== undefined && !state.current.commit.includes(end)) {
            state.current.commit.push(end);
          }
        }}
      />
    );
  };

  return (
    <Root className={props.className} onPointerDown={reach}>
      <Fields $open={false} $invalid={Boolean(props.error)} $disabled={Boolean(props.disabled)}>
        <FieldBox $active={false}>
          <label htmlFor={props.id ?? `${baseId}-from`}>{labels.from}</label>
          {field('from')}
        </FieldBox>
        {single ? null : (
          <>
            <Divider aria-hidden="true" />
            <FieldBox $active={false}>
              <label htmlFor={`${baseId}-to`}>{labels.to}</label>
              {field('to')}
            </FieldBox>
          </>
        )}
        <CalendarButton
          type="button"
          aria-label="Takvimi aç"
          aria-haspopup="dialog"
          aria-expanded={false}
          disabled={props.disabled}
          onFocus={reach}
          onClick={() => {
            state.current.open = { end: !single && value.from && !value.to ? 'to' : 'from', via: 'button' };
            reach();
          }}
        >
          <CalendarIcon size={20} />
        </CalendarButton>
      </Fields>
      <DateFieldError id={`${baseId}-error`} message={props.error} />
    </Root>
  );
}
