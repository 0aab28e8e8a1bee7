import type { PageShareContext } from '../stores/page-share';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd → dd.MM.yyyy (the Turkish way); anything else as given. Kept free of date-fns: the shell uses it. */
function trDay(iso: string): string {
  const m = ISO_DAY.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/**
 * The text a guest sends about a villa (share menu, WhatsApp): its name, the chosen dates when both
 * are set, and the page's address.
 */
export function shareMessage(context: PageShareContext, url: string): string {
  const dates =
    context.checkIn && context.checkOut && context.checkOut > context.checkIn
      ? ` (${trDay(context.checkIn)} – ${trDay(context.checkOut)})`
      : '';
  return `${context.title}${dates} hakkında bilgi almak istiyorum: ${url}`;
}
