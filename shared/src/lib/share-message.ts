import type { PageShareContext } from '../stores/page-share';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd → dd.MM.yyyy (the Turkish way); anything else as given. Kept free of date-fns: the shell uses it. */
function trDay(iso: string): string {
  const m = ISO_DAY.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/**
 * The text a guest sends about a villa or a boat (share menu, WhatsApp): its name, the chosen dates
 * when both are set (a boat's one-day rental, start and end the same day, as that day), and the
 * page's address.
 */
export function shareMessage(context: PageShareContext, url: string): string {
  const { checkIn, checkOut } = context;
  const dates =
    checkIn && checkOut && checkOut > checkIn
      ? ` (${trDay(checkIn)} – ${trDay(checkOut)})`
      : checkIn && checkOut === checkIn
        ? ` (${trDay(checkIn)})`
        : '';
  return `${context.title}${dates} hakkında bilgi almak istiyorum: ${url}`;
}
