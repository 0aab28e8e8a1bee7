import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { tr } from 'date-fns/locale/tr';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { DayButton, DayPicker, type DayButtonProps, type Labels } from 'react-day-picker';
import { TIME_ZONE } from '../../lib/format/dates';
import { Button, IconButton } from '../button';
import { CloseIcon } from '../icons';
import { useEscapeCloses } from '../use-escape-closes';
import {
  dayState,
  minStayFor,
  nightsBetween,
  periodOf,
  pickDay,
  type ActiveEnd,
  type DateRangeValue,
  type DayState,
  type NightIndex,
  type PickContext,
  type StayRules,
} from './availability';
import { CalendarSurface, Footer, SheetHeader, Summary } from './calendar-styles';
import { usePopoverPosition } from './popover-position';

export interface CalendarPanelProps {
  id: string;
  variant: 'popover' | 'sheet';
  align: 'start' | 'end';
  single: boolean;
  value: DateRangeValue;
  active: ActiveEnd;
  rules: StayRules;
  nights: NightIndex;
  labels: { from: string; to: string };
  formatPrice?: ((price: number) => string) | undefined;
  /** Move the keyboard focus into the calendar when it opens (calendar button, phone sheet). */
  autoFocus: boolean;
  onPick: (value: DateRangeValue) => void;
  onClear: () => void;
  onActiveChange: (end: ActiveEnd) => void;
  onClose: (restoreFocus: boolean) => void;
}

/** A calendar day of Istanbul as the Date DayPicker works with (its timeZone is Istanbul). */
function dateOf(iso: string): TZDate {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, TIME_ZONE);
}

/** The Istanbul calendar day of a DayPicker date, 'YYYY-MM-DD'. */
function isoOf(date: Date): string {
  return format(new TZDate(date.getTime(), TIME_ZONE), 'yyyy-MM-dd');
}

const longDay = (date: Date) =>
  format(new TZDate(date.getTime(), TIME_ZONE), 'd MMMM yyyy EEEE', { locale: tr });
const shortDay = (iso: string) => format(dateOf(iso), 'd MMMM', { locale: tr });

/** The price a cell shows: its night's nightly price, formatted. */
const PriceContext = createContext<(iso: string) => string | null>(() => null);

function PricedDayButton(props: DayButtonProps) {
  const priceOf = useContext(PriceContext);
  const price = props.modifiers.disabled || props.modifiers.outside ? null : priceOf(isoOf(props.day.date));
  return (
    <DayButton {...props}>
      <span className="vdp-day-number">{props.children}</span>
      {price ? <span className="vdp-price">{price}</span> : null}
    </DayButton>
  );
}

/** The popover's anchor: the picker's root around it (its fields, and the message under them). */
const pickerRoot = (popover: HTMLElement) => popover.parentElement;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** The lazily loaded part of DateRangePicker: the Turkish calendar in a popover (desktop) or a full-screen sheet (phone). */
export default function CalendarPanel(props: CalendarPanelProps) {
  const { id, variant, align, single, value, active, rules, nights, labels, formatPrice, autoFocus } = props;
  const { onPick, onClear, onActiveChange, onClose } = props;
  const sheet = variant === 'sheet';
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [month, setMonth] = useState<Date>(() => dateOf(value.from ?? rules.min ?? isoOf(new Date())));
  // Desktop: fixed beside the fields, above them when there is no room below, never cut off.
  usePopoverPosition(surfaceRef, pickerRoot, align, !sheet);

  const ctx: PickContext = useMemo(
    () => ({ single, value, active, rules, nights }),
    [single, value, active, rules, nights],
  );
  // One state per day and render: matchers, labels and cells all ask for it.
  const states = useMemo(() => {
    const cache = new Map<string, DayState>();
    return (iso: string) => {
      let s = cache.get(iso);
      if (!s) cache.set(iso, (s = dayState(iso, ctx)));
      return s;
    };
  }, [ctx]);

  // The months follow a day typed in a field when it is not in sight.
  useEffect(() => {
    const from = value.from;
    if (!from) return;
    setMonth((m) => {
      const first = isoOf(m).slice(0, 7);
      const second = isoOf(new TZDate(m.getFullYear(), m.getMonth() + 1, 1, TIME_ZONE)).slice(0, 7);
      return from.slice(0, 7) === first || from.slice(0, 7) === second ? m : dateOf(from);
    });
  }, [value.from]);

  // Escape closes, wherever the focus is; the sheet also keeps the page behind it still.
  // Heard first (capture) and marked as handled: a modal around the picker stays open.
  useEscapeCloses(true, () => onClose(true));
  useEffect(() => {
    if (!sheet) return;
    const restore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = restore;
    };
  }, [sheet]);

  // The sheet is modal: Tab and Shift+Tab go round inside it.
  const trapFocus = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!sheet || e.key !== 'Tab' || !surfaceRef.current) return;
    const items = [...surfaceRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const priceOf = useMemo(
    () => (iso: string) => {
      if (!formatPrice) return null;
      const price = periodOf(iso, rules.periods)?.nightlyPrice;
      return price === undefined ? null : formatPrice(price);
    },
    [formatPrice, rules.periods],
  );

  const labelsTr: Partial<Labels> = useMemo(
    () => ({
      labelPrevious: () => 'Önceki ay',
      labelNext: () => 'Sonraki ay',
      labelNav: () => 'Aylar arasında gezinme',
      labelGrid: (date) => format(new TZDate(date.getTime(), TIME_ZONE), 'LLLL yyyy', { locale: tr }),
      labelWeekday: (date) => format(date, 'EEEE', { locale: tr }),
      labelGridcell: (date) => longDay(date),
      labelDayButton: (date, modifiers) => {
        const iso = isoOf(date);
        const parts = [longDay(date)];
        if (modifiers.today) parts.push('bugün');
        if (single) {
          if (modifiers.selected) parts.push('seçili');
        } else if (iso === value.from) parts.push(rules.sameDay ? 'başlangıç günü' : 'giriş günü');
        else if (iso === value.to) parts.push(rules.sameDay ? 'bitiş günü' : 'çıkış günü');
        const { note, enabled } = states(iso);
        if (note) parts.push(note);
        const price = enabled ? priceOf(iso) : null;
        if (price) parts.push(`gecelik ${price}`);
        return parts.join(', ');
      },
    }),
    [single, value.from, value.to, states, priceOf, rules.sameDay],
  );

  const preview =
    !single && value.from && !value.to && hovered && hovered > value.from && states(hovered).enabled
      ? { from: value.from, to: hovered }
      : null;

  const selected = single
    ? undefined
    : { from: value.from ? dateOf(value.from) : undefined, to: value.to ? dateOf(value.to) : undefined };

  const minStay = value.from && !single ? minStayFor(value.from, rules) : null;
  const nights_ = value.from && value.to ? nightsBetween(value.from, value.to) : null;
  const days = nights_ === null ? null : nights_ + 1;
  // The hint names the field being picked: in the fields' own words where a screen renames them
  // ('Başlangıç (ilk kapalı gece)'), the usual Turkish sentence for the usual names.
  const ask = (end: ActiveEnd, usual: string[], sentence: string, tail = '.') =>
    `${usual.includes(labels[end]) ? sentence : `${labels[end]} için bir gün seçin`}${tail}`;
  const minStayNote = minStay && minStay > 1 ? ` En az ${minStay} gece.` : '';
  const status = single
    ? value.from
      ? `Seçilen: ${format(dateOf(value.from), 'd MMMM yyyy EEEE', { locale: tr })}`
      : 'Bir tarih seçin.'
    : rules.sameDay
      ? !value.from
        ? ask('from', ['Başlangıç', 'Başlangıç tarihi'], 'Başlangıç tarihini seçin')
        : !value.to
          ? ask('to', ['Bitiş', 'Bitiş tarihi'], 'Bitiş tarihini seçin', ' (aynı gün de olabilir).')
          : value.from === value.to
            ? `${shortDay(value.from)} · 1 gün`
            : `${shortDay(value.from)} – ${shortDay(value.to)} · ${days} gün`
      : !value.from
        ? ask('from', ['Giriş', 'Giriş tarihi'], 'Giriş tarihini seçin')
        : !value.to
          ? ask('to', ['Çıkış', 'Çıkış tarihi'], 'Çıkış tarihini seçin', `.${minStayNote}`)
          : `${shortDay(value.from)} – ${shortDay(value.to)} · ${nights_} gece`;

  const common: ComponentProps<typeof DayPicker> = {
    locale: tr,
    weekStartsOn: 1,
    timeZone: TIME_ZONE,
    numberOfMonths: single ? 1 : 2,
    // Desktop: '‹' before the first month, '›' after the second; the sheet keeps both at the top.
    navLayout: sheet ? undefined : 'around',
    month,
    onMonthChange: setMonth,
    startMonth: rules.min ? dateOf(rules.min) : undefined,
    endMonth: rules.max ? dateOf(rules.max) : undefined,
    showOutsideDays: false,
    labels: labelsTr,
    autoFocus,
    components: { DayButton: PricedDayButton },
    disabled: (date: Date) => !states(isoOf(date)).enabled,
    modifiers: {
      blocked: (date: Date) => states(isoOf(date)).blocked,
      checkoutOnly: (date: Date) => states(isoOf(date)).checkoutOnly,
      preview: (date: Date) => {
        if (!preview) return false;
        const iso = isoOf(date);
        return iso > preview.from && iso <= preview.to;
      },
    },
    modifiersClassNames: {
      blocked: 'vdp-blocked',
      checkoutOnly: 'vdp-checkout-only',
      preview: 'vdp-preview',
    },
    onDayMouseEnter: (date: Date) => setHovered(isoOf(date)),
    onDayMouseLeave: () => setHovered(null),
    onDayClick: (date: Date, modifiers) => {
      if (modifiers.disabled) return;
      const next = pickDay(isoOf(date), ctx);
      if (next) onPick(next);
    },
  };

  const picker = single ? (
    <DayPicker {...common} mode="single" selected={value.from ? dateOf(value.from) : undefined} />
  ) : (
    <DayPicker {...common} mode="range" selected={selected} />
  );

  const title = single ? labels.from : rules.sameDay ? 'Tarih aralığı' : 'Tarihler';
  const surface = (
    <CalendarSurface
      ref={surfaceRef}
      id={id}
      role="dialog"
      aria-modal={sheet || undefined}
      aria-label={
        single ? `${labels.from} seçimi` : rules.sameDay ? 'Tarih aralığı' : 'Giriş ve çıkış tarihleri'
      }
      $variant={variant}
      $align={align}
      onKeyDown={trapFocus}
    >
      {sheet ? (
        <SheetHeader>
          <div className="vdp-sheet-title">
            <h2>{title}</h2>
            <IconButton aria-label="Kapat" onClick={() => onClose(true)}>
              <CloseIcon size={20} />
            </IconButton>
          </div>
          {single ? null : (
            <Summary>
              {(['from', 'to'] as const).map((end) => (
                <button
                  key={end}
                  type="button"
                  className={active === end || (end === 'to' && value.from && !value.to) ? 'is-active' : ''}
                  aria-pressed={active === end}
                  onClick={() => onActiveChange(end)}
                >
                  <span className="vdp-summary-label">{labels[end]}</span>
                  <span className="vdp-summary-value">
                    {value[end] ? shortDay(value[end]!) : 'Tarih ekleyin'}
                  </span>
                </button>
              ))}
            </Summary>
          )}
        </SheetHeader>
      ) : null}
      <div className="vdp-body">
        <PriceContext.Provider value={priceOf}>{picker}</PriceContext.Provider>
      </div>
      <Footer>
        <p className="vdp-status" aria-live="polite">
          {status}
        </p>
        <div className="vdp-actions">
          <Button
            $variant="ghost"
            className="vdp-clear"
            disabled={!value.from && !value.to}
            onClick={onClear}
          >
            Temizle
          </Button>
          <Button className="vdp-apply" onClick={() => onClose(true)}>
            Uygula
          </Button>
        </div>
      </Footer>
    </CalendarSurface>
  );

  return sheet ? createPortal(surface, document.body) : surface;
}
