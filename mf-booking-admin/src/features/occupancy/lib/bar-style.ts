import type { DefaultTheme } from 'styled-components';
import type { OccupancyRangeSpan } from '@villa/shared/contracts/occupancy';
import { ICAL_SOURCE_LABELS, type IcalSource } from '@villa/shared/lib/ical-sources';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { formatDate } from '@villa/shared/lib/format/dates';
import { palette } from '@villa/shared/ui/tokens';

/** What a bar looks like: a stay by its status, an imported block by its channel, a closing. */
export type BarTone =
  | 'confirmed'
  | 'option'
  | 'request'
  | 'cancelled'
  | 'closing'
  | 'closed'
  | 'airbnb'
  | 'booking'
  | 'vrbo'
  | 'other';

export function toneOf(span: OccupancyRangeSpan): BarTone {
  if (span.source === 'reservation') {
    if (span.status === 'confirmed') return 'confirmed';
    if (span.status === 'cancelled') return 'cancelled';
    if (span.status === 'new') return 'request';
    return 'option';
  }
  if (span.source === 'external') return 'closing';
  if (span.source === 'ical') {
    const c = span.channel as IcalSource | null;
    return c && c in ICAL_SOURCE_LABELS ? c : 'other';
  }
  return 'closed';
}

export const TONE_LABELS: Record<BarTone, string> = {
  confirmed: 'Onaylı konaklama',
  option: 'Opsiyon (ön ödeme / onay bekliyor)',
  request: 'Yeni talep',
  cancelled: 'İptal',
  closing: 'Manuel kapatma',
  closed: 'Kapalı gün',
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Diğer kanal',
};

/** The legend's order. */
export const LEGEND: BarTone[] = [
  'confirmed',
  'option',
  'closing',
  'closed',
  'airbnb',
  'booking',
  'vrbo',
  'other',
];

/** Fill, edge and text of a tone in the current theme (status tones from the theme, channels from the palette). */
export function toneColors(tone: BarTone, theme: DefaultTheme): { bg: string; edge: string; text: string } {
  const c = theme.color;
  const colors = (bg: string, edge: string, text = c.text) => ({ bg, edge, text });
  /** A channel's colour, see-through over the grid. */
  const tint = (hex: string) => colors(`${hex}${theme.mode === 'dark' ? '40' : '26'}`, hex);
  switch (tone) {
    case 'confirmed':
      return colors(c.successBg, c.success);
    case 'option':
      return colors(c.warningBg, c.warning);
    case 'request':
      return colors(c.surface, c.focus);
    case 'cancelled':
      return colors(c.dangerBg, c.danger, c.textMuted);
    case 'closing':
      return colors(c.surfaceAlt, c.textMuted);
    case 'closed':
      return colors(c.border, c.textMuted, c.textMuted);
    case 'airbnb':
      return tint(palette.coral500);
    case 'booking':
      return tint(palette.sea500);
    case 'vrbo':
      return tint(palette.gold500);
    case 'other':
      return tint(palette.gray500);
  }
}

/** The text on the bar: the guest, the closing's note, the channel. */
export function barText(span: OccupancyRangeSpan): string {
  if (span.source === 'reservation') return span.customerName || span.reservationCode || 'Rezervasyon';
  if (span.source === 'external') return span.note ? `Kapalı · ${span.note}` : 'Manuel kapatma';
  if (span.source === 'ical') return TONE_LABELS[toneOf(span)];
  return 'Kapalı';
}

/**
 * Days as the bars write them, kept: a window's bars share a few dozen days, and each one written out
 * in Istanbul's zone costs Intl calls (about 300 a first render of 20 rows otherwise).
 */
const shortDays = new Map<string, string>();
function shortDay(day: string): string {
  let text = shortDays.get(day);
  if (text === undefined) {
    text = formatDate(day);
    if (shortDays.size >= 4096) shortDays.clear();
    shortDays.set(day, text);
  }
  return text;
}

/** What a screen reader hears for a bar (it is a link or a labelled element). */
export function barAriaLabel(span: OccupancyRangeSpan): string {
  const dates = `${shortDay(span.start)} – ${shortDay(span.end)}`;
  if (span.source === 'reservation') {
    const status = RESERVATION_STATUS_LABELS[span.status as ReservationStatus] ?? span.status ?? '';
    return `Rezervasyon ${span.reservationCode ?? ''}, ${span.customerName ?? ''}, ${status}, ${dates}`;
  }
  if (span.source === 'external') return `Manuel kapatma${span.note ? `, ${span.note}` : ''}, ${dates}`;
  if (span.source === 'ical') return `${TONE_LABELS[toneOf(span)]} takviminden blok, ${dates}`;
  return `Kapalı günler, ${dates}`;
}
