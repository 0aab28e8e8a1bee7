import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import styled, { css } from 'styled-components';
import { CalendarIcon } from '../icons';
import { useEscapeCloses } from '../use-escape-closes';
import { useIsMobile } from '../use-is-mobile';
import {
  checkInRefusal,
  checkOutRefusal,
  indexNights,
  parseTypedDay,
  singleDayRefusal,
  toFieldText,
  type ActiveEnd,
  type DateRangeValue,
  type StayRules,
} from './availability';
import { CompactLabels } from './compact-fields';
import { DateFieldError } from '../field-error';
import { CalendarButton, Divider, FieldBox, Fields, Root } from './field-styles';

export type { BlockedRange, DateRangeValue, StayPeriod } from './availability';

/** The calendar (react-day-picker, date-fns' Turkish locale) is its own chunk, fetched when the picker opens. */
const loadCalendar = () => import('./calendar-panel');
const CalendarPanel = lazy(loadCalendar);

interface BaseProps extends StayRules {
  /** Nightly price in the cells: the formatter of the periods' nightlyPrice (e.g. formatMoney). */
  formatPrice?: (price: number) => string;
  /** Which edge of the fields the desktop popover lines up with. */
  align?: 'start' | 'end';
  /**
   * 'compact': as tall as the admin kit's inputs and selects, the labels above the fields (an admin
   * filter row); default 'regular', the labels inside (a booking card, a form).
   */
  size?: 'regular' | 'compact';
  disabled?: boolean;
  /** An error from the form (shown under the fields when the picker has none of its own). */
  error?: string;
  /** id of the first field (for an outer <label htmlFor>). */
  id?: string;
  className?: string;
  /**
   * Told whether a typed day is refused (its Turkish message shows under the fields): a form keeps
   * from submitting while it is (the value it holds is not what the guest typed).
   */
  onRefusedChange?: (refused: boolean) => void;
  /** Where LazyDateRangePicker's stand-in fields left off when the picker's code arrived. */
  handoff?: PickerHandoff;
}

/** The state of the stand-in fields (lazy-date-range-picker.tsx) the picker takes over. */
export interface PickerHandoff {
  /** Text typed and not yet checked, by field. */
  drafts: Partial<Record<ActiveEnd, string>>;
  /** The field that has the focus, with the caret. */
  focus?: { end: ActiveEnd; caret: number | null };
  /** Fields whose text is to be checked at once (left, or Enter pressed). */
  commit: ActiveEnd[];
  /** Open the calendar at once (a tap on a phone, the calendar button). */
  open?: { end: ActiveEnd; via: 'field' | 'button' };
}

export interface DateRangePickerRangeProps extends BaseProps {
  mode?: 'range';
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Field labels; default 'Giriş' and 'Çıkış'. */
  labels?: { from?: string; to?: string };
}

export interface DateRangePickerSingleProps extends BaseProps {
  mode: 'single';
  /** The day as 'YYYY-MM-DD', or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Field label; default 'Tarih'. */
  label?: string;
}

export type DateRangePickerProps = DateRangePickerRangeProps | DateRangePickerSingleProps;

interface FieldError {
  end: ActiveEnd;
  message: string;
}

/**
 * The one date picker of the platform: check-in and check-out (or one date) typed as dd.MM.yyyy
 * or picked on a Turkish calendar that knows the villa's booked nights, minimum stays and prices.
 * Values are Istanbul calendar days 'YYYY-MM-DD'; onChange fires as the guest picks (the quote
 * can follow), 'Uygula' and Escape only close.
 *
 *   // A villa's booking card: its availability (end exclusive) and price periods as the API sends them.
 *   <DateRangePicker
 *     value={{ from: checkIn, to: checkOut }}
 *     onChange={({ from, to }) => setStay(from, to)}
 *     min={todayIso()}
 *     blocked={availability.blocked}
 *     periods={villa.prices}
 *     formatPrice={(p) => formatMoney(p, currency)}
 *   />
 *   // A report's days, both included (the end may be the start day):
 *   <DateRangePicker sameDay labels={{ from: 'Başlangıç', to: 'Bitiş' }} value={range} onChange={setRange} />
 *   // One date in an admin form:
 *   <DateRangePicker mode="single" label="Ödeme tarihi" value={paidOn} onChange={setPaidOn} />
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const single = props.mode === 'single';
  const value: DateRangeValue = single ? { from: props.value, to: null } : props.value;
  const {
    blocked,
    periods,
    minStay,
    min,
    max,
    sameDay,
    formatPrice,
    align = 'start',
    size = 'regular',
    disabled,
    className,
    onRefusedChange,
    handoff,
  } = props;
  const rules: StayRules = useMemo(
    () => ({ blocked, periods, minStay, min, max, sameDay }),
    [blocked, periods, minStay, min, max, sameDay],
  );
  const nights = useMemo(() => indexNights(blocked), [blocked]);
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<ActiveEnd>('from');
  const [drafts, setDrafts] = useState<Partial<Record<ActiveEnd, string>>>(() => handoff?.drafts ?? {});
  const [fieldError, setFieldErrorState] = useState<FieldError | null>(null);
  // Told at once (not from an effect): a submit that follows the field's blur must already know.
  const setFieldError = (next: FieldError | null) => {
    setFieldErrorState(next);
    onRefusedChange?.(next !== null);
  };
  const [focusCalendar, setFocusCalendar] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  // Focus handed back to a field on close must not open the picker again.
  const refocusing = useRef(false);
  const baseId = useId();
  const fromId = props.id ?? `${baseId}-from`;
  const toId = `${baseId}-to`;
  const errorId = `${baseId}-error`;
  const panelId = `${baseId}-panel`;

  const labels = single
    ? { from: props.label ?? 'Tarih', to: '' }
    : { from: props.labels?.from ?? 'Giriş', to: props.labels?.to ?? 'Çıkış' };

  const emit = (next: DateRangeValue) => {
    if (props.mode === 'single') props.onChange(next.from);
    else props.onChange(next);
  };

  const fieldRef = (end: ActiveEnd) => (end === 'from' ? fromRef : toRef);

  const openPicker = (end: ActiveEnd, trigger: HTMLElement | null, withFocus: boolean) => {
    if (disabled) return;
    triggerRef.current = trigger;
    setActive(end);
    setFocusCalendar(withFocus);
    setOpen(true);
  };

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus && triggerRef.current) {
      refocusing.current = true;
      triggerRef.current.focus();
      refocusing.current = false;
    }
  };

  // Escape closes the picker, also while its calendar is still loading ('Takvim yükleniyor…'), and
  // only the picker: a modal around it stays open.
  useEscapeCloses(open, () => close(true));

  // Desktop: a press outside the fields and the popover closes it (the phone sheet covers the page).
  useEffect(() => {
    if (!open || isMobile) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, isMobile]);

  /**
   * A typed day, checked against the same rules as the calendar, then handed on. Returns the value
   * it handed on (null when nothing changed): the takeover checks several fields in a row, each
   * against what the one before it made, before the parent has rendered again.
   */
  const commit = (
    end: ActiveEnd,
    base: DateRangeValue = value,
    text = drafts[end],
  ): DateRangeValue | null => {
    if (text === undefined) return null;
    // A refused text stays in the field to be corrected; an accepted one gives way to the value.
    const accept = (next: DateRangeValue | null) => {
      setDrafts(({ [end]: _, ...rest }) => rest);
      setFieldError(null);
      if (next) emit(next);
      return next;
    };
    const refuse = (message: string) => {
      setFieldError({ end, message });
      return null;
    };
    const current = end === 'from' ? base.from : base.to;
    if (text.trim() === '') {
      return accept(
        current === null ? null : end === 'from' ? { from: null, to: null } : { from: base.from, to: null },
      );
    }
    const parsed = parseTypedDay(text);
    if (!parsed.ok) return refuse(parsed.message);
    const day = parsed.iso;
    if (single) {
      const refusal = singleDayRefusal(day, rules, nights);
      return refusal ? refuse(refusal.message) : accept({ from: day, to: null });
    }
    if (end === 'from') {
      const refusal = checkInRefusal(day, rules, nights);
      if (refusal) return refuse(refusal.message);
      const keepTo = base.to !== null && checkOutRefusal(day, base.to, rules, nights) === null;
      return accept({ from: day, to: keepTo ? base.to : null });
    }
    if (base.from === null)
      return refuse(sameDay ? 'Önce başlangıç tarihini seçin.' : 'Önce giriş tarihini seçin.');
    const refusal = checkOutRefusal(base.from, day, rules, nights);
    return refusal ? refuse(refusal.message) : accept({ from: base.from, to: day });
  };

  // Taking over from the stand-in fields: the focus and caret where they were, the typed text
  // checked where the guest already left it (in the order they left it, each field against what
  // the one before made), the calendar opened where it was asked for. A layout effect: no key
  // pressed between the stand-in leaving the page and this can land on the page's body.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (!handoff || tookOver.current) return;
    tookOver.current = true;
    // The stand-in counted unchecked text as refused; from here the checks answer.
    onRefusedChange?.(false);
    let current = value;
    const check = (end: ActiveEnd) => {
      current = commit(end, current, handoff.drafts[end]) ?? current;
    };
    for (const end of handoff.commit) check(end);
    if (handoff.open) {
      const trigger = handoff.open.via === 'button' ? buttonRef.current : fieldRef(handoff.open.end).current;
      openPicker(handoff.open.end, trigger, true);
    } else if (handoff.focus) {
      const { end, caret } = handoff.focus;
      // The stand-in field left the page with the focus; if the guest has moved on meanwhile, the
      // focus stays where they went and the text they left is checked.
      const lost = document.activeElement === null || document.activeElement === document.body;
      const input = fieldRef(end).current;
      if (lost && input) {
        input.focus();
        if (caret !== null) input.setSelectionRange(caret, caret);
      } else if (!handoff.commit.includes(end)) {
        check(end);
      }
    }
    // Once, on mount: the handoff describes the moment the picker arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFieldKey = (end: ActiveEnd) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(end);
    } else if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      rootRef.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
    }
  };

  const fieldProps = (end: ActiveEnd) => {
    const ref = fieldRef(end);
    const shown = drafts[end] ?? toFieldText(end === 'from' ? value.from : value.to);
    const invalid = fieldError?.end === end;
    return {
      ref,
      id: end === 'from' ? fromId : toId,
      value: shown,
      placeholder: 'gg.aa.yyyy',
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      disabled,
      // On a phone the calendar sheet is the way in: no keyboard over it.
      readOnly: isMobile,
      'aria-invalid': invalid || undefined,
      'aria-describedby': fieldError || props.error ? errorId : undefined,
      // A field that opens a calendar dialog: the APG's date picker combobox.
      role: 'combobox',
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        const text = e.target.value;
        setDrafts((d) => ({ ...d, [end]: text }));
      },
      onFocus: () => {
        if (refocusing.current) return;
        if (!isMobile) openPicker(end, ref.current, false);
        else setActive(end);
      },
      onClick: () => {
        if (isMobile || !open) openPicker(end, ref.current, isMobile);
      },
      onBlur: () => commit(end),
      onKeyDown: onFieldKey(end),
    };
  };

  const onPick = (next: DateRangeValue) => {
    setFieldError(null);
    setDrafts({});
    emit(next);
    const complete = single ? next.from !== null : next.from !== null && next.to !== null;
    setActive(!single && next.from !== null && next.to === null ? 'to' : 'from');
    // Desktop: the popover steps aside once the stay is chosen; on a phone 'Uygula' closes the sheet.
    if (complete && !isMobile) close(true);
  };

  const message = fieldError?.message ?? props.error;
  const compact = size === 'compact';
  const label = (end: ActiveEnd) => <label htmlFor={end === 'from' ? fromId : toId}>{labels[end]}</label>;

  return (
    <Root
      ref={rootRef}
      className={className}
      onBlur={(e) => {
        // Desktop: focus leaving the fields and the popover closes it (the phone sheet traps focus).
        if (!isMobile && open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {compact ? (
        <CompactLabels>
          {label('from')}
          {single ? null : label('to')}
        </CompactLabels>
      ) : null}
      <Fields $open={open} $invalid={Boolean(message)} $disabled={Boolean(disabled)} $compact={compact}>
        <FieldBox $active={open && active === 'from'} $compact={compact}>
          {compact ? null : label('from')}
          <input {...fieldProps('from')} />
        </FieldBox>
        {single ? null : (
          <>
            <Divider aria-hidden="true" $compact={compact} />
            <FieldBox $active={open && active === 'to'} $compact={compact}>
              {compact ? null : label('to')}
              <input {...fieldProps('to')} />
            </FieldBox>
          </>
        )}
        <CalendarButton
          $compact={compact}
          ref={buttonRef}
          type="button"
          aria-label={open ? 'Takvimi kapat' : 'Takvimi aç'}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onPointerDown={() => void loadCalendar()}
          onClick={(e) => {
            if (open) close(false);
            else openPicker(!single && value.from && !value.to ? 'to' : 'from', e.currentTarget, true);
          }}
        >
          <CalendarIcon size={20} />
        </CalendarButton>
      </Fields>
      <DateFieldError id={errorId} message={message} />
      {open ? (
        <Suspense
          fallback={
            <Loading $sheet={isMobile} $align={align} role="status">
              Takvim yükleniyor…
            </Loading>
          }
        >
          <CalendarPanel
            id={panelId}
            variant={isMobile ? 'sheet' : 'popover'}
            align={align}
            single={single}
            value={value}
            active={active}
            rules={rules}
            nights={nights}
            labels={labels}
            formatPrice={formatPrice}
            autoFocus={focusCalendar || isMobile}
            onPick={onPick}
            onClear={() => {
              setFieldError(null);
              setDrafts({});
              setActive('from');
              emit({ from: null, to: null });
            }}
            onActiveChange={setActive}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </Root>
  );
}

const Loading = styled.div<{ $sheet: boolean; $align: 'start' | 'end' }>`
  position: ${({ $sheet }) => ($sheet ? 'fixed' : 'absolute')};
  z-index: 950;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ $sheet, $align }) =>
    $sheet
      ? css`
          inset: 0;
          border-radius: 0;
        `
      : css`
          top: calc(100% + 8px);
          ${$align === 'end' ? 'right: 0;' : 'left: 0;'}
        `}
`;
