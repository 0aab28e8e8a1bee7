import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { users } from '../src/db/schema/users.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../src/db/schema/villas.ts';
import { parseFeed } from '../src/modules/ical-sync/parse.ts';
import { syncAllFeeds } from '../src/modules/ical-sync/service.ts';
import { insertVillaBlockTx } from '../src/modules/villa-blocks/repository.ts';
import { bearer, build, login, TEST_DB, type TestContext } from './helper.ts';

let t: TestContext;
let admin: Record<string, string>;
let owner: Record<string, string>;
let villaId: number;
let ownVilla: number;
let server: Server;
let base: string;
/** What the fake channel serves, by path; a number is an HTTP error status. */
const feeds = new Map<string, string | number>();

const ics = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');
const allDay = (uid: string, start: string, end: string, summary = 'Reserved') =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined || typeof body === 'number') {
      res.writeHead(typeof body === 'number' ? body : 404).end('yok');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await build();
  admin = bearer(await login(t.app, 'ADMIN'));
  owner = bearer(await login(t.app, 'OWNER'));
  const [o] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
  const all = await t.db.select().from(villas).orderBy(villas.id);
  villaId = all.find((v) => v.ownerId !== o!.id)!.id;
  ownVilla = all.find((v) => v.ownerId === o!.id)!.id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

const inject = (
  method: string,
  url: string,
  headers: Record<string, string> | undefined,
  payload?: unknown,
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const icalBlocks = async (vid: number) =>
  (
    await t.db
      .select({ start: villaBlocks.period, kind: villaBlocks.kind })
      .from(villaBlocks)
      .where(and(eq(villaBlocks.villaId, vid), eq(villaBlocks.kind, 'ical')))
  ).map((b) => b.start);

describe('parsing', () => {
  it('all-day DTEND is exclusive and dates never shift, whatever the time zone', () => {
    const text = ics(
      allDay('a', '2031-07-01', '2031-07-05'),
      ['BEGIN:VEVENT', 'UID:b', 'DTSTART;VALUE=DATE:20310710', 'END:VEVENT'].join('\r\n'),
    );
    const original = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Istanbul']) {
        process.env.TZ = tz;
        expect(parseFeed(text)).toEqual([
          { uid: 'a', start: '2031-07-01', end: '2031-07-05', summary: 'Reserved' },
          { uid: 'b', start: '2031-07-10', end: '2031-07-11', summary: '' },
        ]);
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it('timed events are read as days in Türkiye; cancelled events and non-calendars are ignored/refused', () => {
    const text = ics(
      ['BEGIN:VEVENT', 'UID:c', 'DTSTART:20310801T220000Z', 'DTEND:20310803T070000Z', 'END:VEVENT'].join(
        '\r\n',
      ),
      [
        'BEGIN:VEVENT',
        'UID:d',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20310901',
        'DTEND;VALUE=DATE:20310902',
        'END:VEVENT',
      ].join('\r\n'),
    );
    expect(parseFeed(text)).toEqual([{ uid: 'c', start: '2031-08-02', end: '2031-08-03', summary: '' }]);
    expect(() => parseFeed('<html>hata</html>')).toThrow(/iCal/);
  });
});

describe('feeds, preview and sync', () => {
  let feedId: number;

  it('ADMIN adds a feed; bad URL is 400; duplicate 409; OWNER and no token refused', async () => {
    feeds.set(
      '/airbnb.ics',
      ics(allDay('r1@airbnb', '2031-07-01', '2031-07-05'), allDay('r2@airbnb', '2031-08-10', '2031-08-12')),
    );
    const res = await inject('POST', '/v1/admin/villas/ical', admin, {
      villa_id: villaId,
      source: 'airbnb',
      url: `${base}/airbnb.ics`,
    });
    expect(res.statusCode).toBe(201);
    feedId = res.json<{ content: { id: number } }>().content.id;
    expect(
      (
        await inject('POST', '/v1/admin/villas/ical', admin, {
          villa_id: villaId,
          source: 'airbnb',
          url: 'ftp://x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject('POST', '/v1/admin/villas/ical', admin, {
          villa_id: villaId,
          source: 'airbnb',
          url: `${base}/airbnb.ics`,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await inject('POST', '/v1/admin/villas/ical', owner, {
          villa_id: ownVilla,
          source: 'airbnb',
          url: `${base}/x.ics`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject('POST', '/v1/admin/villas/ical', undefined, {
          villa_id: villaId,
          source: 'airbnb',
          url: `${base}/x.ics`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('preview shows what would be added and writes nothing', async () => {
    const res = await inject('POST', '/v1/admin/villas/date/sync/preview', admin, { villa_id: villaId });
    expect(res.statusCode).toBe(200);
    const feed = res.json<{
      content: { applied: boolean; feeds: { added: { uid: string }[]; ok: boolean }[] };
    }>().content;
    expect(feed.applied).toBe(false);
    expect(feed.feeds[0]!.added.map((a) => a.uid)).toEqual(['r1@airbnb', 'r2@airbnb']);
    expect(await t.db.select().from(villaIcalEvents)).toHaveLength(0);
    const [f] = await t.db.select().from(villaIcalFeeds).where(eq(villaIcalFeeds.id, feedId));
    expect(f!.lastSyncAt).toBeNull();
  });

  it('sync applies exactly that: blocks with exclusive ends, result recorded on the feed', async () => {
    const res = await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: villaId });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: { feeds: { added: unknown[] }[] } }>().content.feeds[0]!.added).toHaveLength(
      2,
    );
    expect((await icalBlocks(villaId)).sort()).toEqual([
      '[2031-07-01,2031-07-05)',
      '[2031-08-10,2031-08-12)',
    ]);
    const [f] = await t.db.select().from(villaIcalFeeds).where(eq(villaIcalFeeds.id, feedId));
    expect(f).toMatchObject({ lastStatus: 'ok', lastAdded: 2, lastChanged: 0, lastRemoved: 0 });
    // A second sync changes nothing.
    const again = await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: villaId });
    expect(
      again.json<{ content: { feeds: { unchanged: number; added: unknown[] }[] } }>().content.feeds[0],
    ).toMatchObject({ unchanged: 2, added: [] });
  });

  it('a guest’s changed dates move the same block (keyed by UID); a vanished event is removed', async () => {
    feeds.set('/airbnb.ics', ics(allDay('r1@airbnb', '2031-07-02', '2031-07-06')));
    const preview = await inject('POST', '/v1/admin/villas/date/sync/preview', admin, { villa_id: villaId });
    const p = preview.json<{
      content: {
        feeds: { changed: { uid: string; previous: { start_date: string } }[]; removed: { uid: string }[] }[];
      };
    }>().content.feeds[0]!;
    expect(p.changed.map((c) => [c.uid, c.previous.start_date])).toEqual([['r1@airbnb', '2031-07-01']]);
    expect(p.removed.map((c) => c.uid)).toEqual(['r2@airbnb']);
    await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: villaId });
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-02,2031-07-06)']);
    expect(
      await t.db.select().from(villaIcalEvents).where(eq(villaIcalEvents.uid, 'r1@airbnb')),
    ).toHaveLength(1);
  });

  it('a failing feed leaves its blocks untouched and reports the error', async () => {
    feeds.set('/airbnb.ics', 500);
    const res = await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: villaId });
    const f = res.json<{ content: { feeds: { ok: boolean; error: string }[] } }>().content.feeds[0]!;
    expect(f.ok).toBe(false);
    expect(f.error).toBe('Takvim adresi 500 hatası döndürdü.');
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-02,2031-07-06)']);
    const [row] = await t.db.select().from(villaIcalFeeds).where(eq(villaIcalFeeds.id, feedId));
    expect(row).toMatchObject({ lastStatus: 'error', lastError: 'Takvim adresi 500 hatası döndürdü.' });
  });

  it('an event overlapping a booking made here is a conflict (never dropped); the booking stays; staff resolve it', async () => {
    await t.db.transaction((tx) =>
      insertVillaBlockTx(tx, { villaId, start: '2031-10-01', end: '2031-10-08', kind: 'reservation' }),
    );
    feeds.set(
      '/airbnb.ics',
      ics(
        allDay('r1@airbnb', '2031-07-02', '2031-07-06'),
        allDay('double@airbnb', '2031-10-05', '2031-10-09', 'Airbnb (Ali)'),
      ),
    );
    const res = await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: villaId });
    const f = res.json<{ content: { feeds: { conflicts: { uid: string; conflict: string }[] }[] } }>().content
      .feeds[0]!;
    expect(f.conflicts.map((c) => c.uid)).toEqual(['double@airbnb']);
    expect(f.conflicts[0]!.conflict).toMatch(/rezervasyon \(01\.10\.2031–08\.10\.2031\) ile çakışıyor/);
    expect(
      await t.db
        .select()
        .from(villaBlocks)
        .where(and(eq(villaBlocks.villaId, villaId), eq(villaBlocks.kind, 'reservation'))),
    ).not.toHaveLength(0);
    const list = await inject('GET', '/v1/admin/villas/ical-conflicts', admin);
    const conflicts = list.json<{
      content: {
        id: number;
        villaId: number;
        villaName: string;
        feedSource: string;
        startDate: string;
        endDate: string;
        summary: string;
        conflictNote: string;
      }[];
      total: number;
    }>();
    expect(conflicts.total).toBe(1);
    expect(conflicts.content[0]).toMatchObject({
      villaId,
      feedSource: 'airbnb',
      startDate: '2031-10-05',
      endDate: '2031-10-09',
      summary: 'Airbnb (Ali)',
    });
    // The owner of another villa sees none of it.
    expect(
      (await inject('GET', '/v1/admin/villas/ical-conflicts', owner)).json<{ total: number }>().total,
    ).toBe(0);
    expect((await inject('GET', '/v1/admin/villas/ical-conflicts', undefined)).statusCode).toBe(401);
    const id = conflicts.content[0]!.id;
    expect((await inject('PATCH', `/v1/admin/villas/ical-conflicts/${id}/resolve`, owner)).statusCode).toBe(
      403,
    );
    expect((await inject('PATCH', `/v1/admin/villas/ical-conflicts/${id}/resolve`, admin)).statusCode).toBe(
      200,
    );
    expect((await inject('PATCH', `/v1/admin/villas/ical-conflicts/${id}/resolve`, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('GET', '/v1/admin/villas/ical-conflicts', admin)).json<{ total: number }>().total,
    ).toBe(0);
  });

  it('the villa publishes its own calendar (.ics) without imported blocks', async () => {
    const [v] = await t.db.select().from(villas).where(eq(villas.id, villaId));
    const res = await inject('GET', `/v1/villas/${villaId}/calendar/${v!.icalToken}.ics`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    expect(res.body).toContain('DTSTART;VALUE=DATE:20311001');
    expect(res.body).toContain('DTEND;VALUE=DATE:20311008');
    expect(res.body).not.toContain('20310702');
    expect(
      (await inject('GET', `/v1/villas/${villaId}/calendar/${'0'.repeat(32)}.ics`, undefined)).statusCode,
    ).toBe(404);
    // Round trip: what we publish parses back to the same days.
    expect(parseFeed(res.body).map((e) => [e.start, e.end])).toContainEqual(['2031-10-01', '2031-10-08']);
  });

  it('the scheduled job re-syncs every feed and records the result', async () => {
    feeds.set('/airbnb.ics', ics(allDay('r1@airbnb', '2031-07-03', '2031-07-06')));
    const result = await syncAllFeeds(t.db, TEST_DB === 'postgres' ? 'pg' : 'pglite');
    expect(result).toEqual({ ok: 1, failed: 0 });
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-03,2031-07-06)']);
  });

  it('OWNER may preview/sync their own villa only; deleteical is ADMIN only and removes feed and imported blocks only', async () => {
    expect(
      (await inject('POST', '/v1/admin/villas/date/sync/preview', owner, { villa_id: ownVilla })).statusCode,
    ).toBe(200);
    expect(
      (await inject('POST', '/v1/admin/villas/date/sync', owner, { villa_id: villaId })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/v1/admin/villas/date/sync', undefined, { villa_id: villaId })).statusCode,
    ).toBe(401);
    expect((await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await inject('PATCH', '/v1/admin/villas/deleteical', owner, { villa_id: villaId })).statusCode,
    ).toBe(403);
    expect(
      (await inject('PATCH', '/v1/admin/villas/deleteical', admin, { villa_id: villaId, feed_id: 99999 }))
        .statusCode,
    ).toBe(404);
    const res = await inject('PATCH', '/v1/admin/villas/deleteical', admin, {
      villa_id: villaId,
      feed_id: feedId,
    });
    expect(res.statusCode).toBe(200);
    expect(await icalBlocks(villaId)).toEqual([]);
    expect(await t.db.select().from(villaIcalEvents)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(villaBlocks)
        .where(and(eq(villaBlocks.villaId, villaId), eq(villaBlocks.kind, 'reservation'))),
    ).not.toHaveLength(0);
  });
});
