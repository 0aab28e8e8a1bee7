/** One all-day stay in a channel's calendar export; days as YYYYMMDD, the end by DTEND or DURATION. */
export interface IcsStay {
  uid: string;
  stamp?: string;
  start: string;
  end?: string;
  duration?: string;
  summary: string;
}

/**
 * A channel's calendar export as it sends it (CRLF lines): `head` (VERSION, PRODID and the like,
 * in the channel's order) and its stays.
 */
export function icsCalendar(head: string[], stays: IcsStay[]): string {
  const events = stays.flatMap((s) => [
    'BEGIN:VEVENT',
    `UID:${s.uid}`,
    ...(s.stamp ? [`DTSTAMP:${s.stamp}`] : []),
    `DTSTART;VALUE=DATE:${s.start}`,
    ...(s.end ? [`DTEND;VALUE=DATE:${s.end}`] : []),
    ...(s.duration ? [`DURATION:${s.duration}`] : []),
    `SUMMARY:${s.summary}`,
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', ...head, ...events, 'END:VCALENDAR'].join('\r\n');
}
