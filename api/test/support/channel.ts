import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { villas } from '../../src/db/schema/villas.ts';
import type { Db } from '../../src/db/types.ts';

/** What the fake channel answers on a path: a body (with its Content-Type), or an HTTP status. */
export type ChannelAnswer = string | number | { body: string; type?: string };

export interface FakeChannel {
  /** What it serves, by path; an unknown path is 404. */
  readonly served: Map<string, ChannelAnswer>;
  /** http://127.0.0.1:port, once listening. */
  readonly base: string;
  /** Requests answered so far. */
  readonly downloads: number;
}

/**
 * A local stand-in for a channel's calendar export (Airbnb, Booking.com…): listening
 * before the file's tests, closed after them. Bodies go out with `type` unless they name their own.
 */
export function useFakeChannel(type = 'text/calendar; charset=utf-8'): FakeChannel {
  const served = new Map<string, ChannelAnswer>();
  let server: Server | undefined;
  let base = '';
  let downloads = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      downloads++;
      const answer = served.get(req.url ?? '');
      if (answer === undefined || typeof answer === 'number') {
        res.writeHead(typeof answer === 'number' ? answer : 404).end('yok');
        return;
      }
      const { body, type: own } = typeof answer === 'string' ? { body: answer, type } : answer;
      res.writeHead(200, { 'content-type': own ?? type }).end(body);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
  });
  return {
    served,
    get base() {
      return base;
    },
    get downloads() {
      return downloads;
    },
  };
}

/** An iCalendar document of these events, as channels export them. */
export const ics = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');

/** One all-day event; `end` is exclusive, as iCal's DTEND. */
export const allDay = (uid: string, start: string, end: string, summary = 'Reserved') =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

/** The seeded villas split by owner: the seeded OWNER's and everyone else's, in id order. */
export async function villasByOwner(db: Db, activeOnly = false) {
  const [o] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
  const all = await db
    .select()
    .from(villas)
    .where(activeOnly ? eq(villas.active, true) : undefined)
    .orderBy(villas.id);
  return {
    own: all.filter((v) => v.ownerId === o!.id),
    others: all.filter((v) => v.ownerId !== o!.id),
  };
}
