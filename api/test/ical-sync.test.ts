import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ICAL_PREVIEW_EXPIRED_MESSAGE,
  ICAL_PREVIEW_INVALID_MESSAGE,
  ICAL_PREVIEW_REQUIRED_MESSAGE,
  ICAL_PREVIEW_STALE_MESSAGE,
} from '@villa/shared/contracts/ical';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../src/db/schema/villas.ts';
import { parseFeed } from '../src/modules/ical-sync/parse.ts';
import { claimRound } from '../src/modules/ical-sync/round.ts';
import { icalSyncJob } from '../src/modules/ical-sync/scheduler.ts';
import { previewVilla } from '../src/modules/ical-sync/preview.ts';
import { syncAllFeeds } from '../src/modules/ical-sync/service.ts';
import { insertVillaBlockTx } from '../src/modules/villa-blocks/repository.ts';
import { TEST_DB } from './helper.ts';
import { authHeaders, requester, statuser, useApp } from './support/app.ts';
import { allDay, ics, useFakeChannel, villasByOwner } from './support/channel.ts';

let admin: Record<string, string>;
let owner: Record<string, string>;
let villaId: number;
let ownVilla: number;
/** Another villa of someone else, for the exact-preview tests. */
let thirdVilla: number;
/** The fake channel; what it serves, by path (a number is an HTTP error status). */
const channel = useFakeChannel('text/calendar');
const feeds = channel.served;

const t = useApp({}, async (t) => {
  [admin, owner] = await authHeaders(t.app);
  const { own, others } = await villasByOwner(t.db);
  villaId = others[0]!.id;
  ownVilla = own[0]!.id;
  thirdVilla = others[1]!.id;
});

const inject = requester(t);
const status = statuser(t);

/** 'Takvim ekle': a channel's export URL for a villa. */
const addFeed = (headers: Record<string, string> | undefined, vid: number, source: string, url: string) =>
  inject('POST', '/v1/admin/villas/ical', headers, { villa_id: vid, source, url });
type Preview = { content: { preview_token: string; expires_at: string; applied: boolean } };
const preview = (headers: Record<string, string> | undefined, vid: number) =>
  inject('POST', '/v1/admin/villas/date/sync/preview', headers, { villa_id: vid });
const sync = (headers: Record<string, string> | undefined, vid: number, token: string) =>
  inject('POST', '/v1/admin/villas/date/sync', headers, { villa_id: vid, preview_token: token });
/** What the admin screen does: preview, then apply that preview. */
const previewAndSync = async (headers: Record<string, string>, vid: number) => {
  const p = await preview(headers, vid);
  expect(p.statusCode).toBe(200);
  return sync(headers, vid, p.json<Preview>().content.preview_token);
};

/** The villa's blocks held by reservations (what a sync must never touch). */
const reservationBlocks = (vid: number) =>
  t.db
    .select()
    .from(villaBlocks)
    .where(and(eq(villaBlocks.villaId, vid), eq(villaBlocks.kind, 'reservation')));
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

  it('timed events block every night they touch (here UTC and Türkiye); cancelled events and non-calendars are ignored/refused', () => {
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
    // 1 Aug 22:00 UTC (2 Aug 01:00 in Türkiye) → 3 Aug 07:00 UTC: the nights of 1 and 2 August.
    expect(parseFeed(text)).toEqual([{ uid: 'c', start: '2031-08-01', end: '2031-08-03', summary: '' }]);
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
    const res = await addFeed(admin, villaId, 'airbnb', `${channel.base}/airbnb.ics`);
    expect(res.statusCode).toBe(201);
    feedId = res.json<{ content: { id: number } }>().content.id;
    expect((await addFeed(admin, villaId, 'airbnb', 'ftp://x')).statusCode).toBe(400);
    expect((await addFeed(admin, villaId, 'airbnb', `${channel.base}/airbnb.ics`)).statusCode).toBe(409);
    expect((await addFeed(owner, ownVilla, 'airbnb', `${channel.base}/x.ics`)).statusCode).toBe(403);
    expect((await addFeed(undefined, villaId, 'airbnb', `${channel.base}/x.ics`)).statusCode).toBe(401);
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
    const p = await preview(admin, villaId);
    const token = p.json<Preview>().content.preview_token;
    expect(token).toMatch(/^v1\./);
    expect(Date.parse(p.json<Preview>().content.expires_at)).toBeGreaterThan(Date.now());
    const res = await sync(admin, villaId, token);
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
    // The same token again: the imported events it was computed from have changed (409, nothing written).
    const replay = await sync(admin, villaId, token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ content: { message: string } }>().content.message).toBe(ICAL_PREVIEW_STALE_MESSAGE);
    // A second preview and sync changes nothing.
    const again = await previewAndSync(admin, villaId);
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
    const token = preview.json<Preview>().content.preview_token;
    expect((await sync(admin, villaId, token)).statusCode).toBe(200);
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-02,2031-07-06)']);
    expect(
      await t.db.select().from(villaIcalEvents).where(eq(villaIcalEvents.uid, 'r1@airbnb')),
    ).toHaveLength(1);
  });

  it('a failing feed leaves its blocks untouched and reports the error', async () => {
    feeds.set('/airbnb.ics', 500);
    const res = await previewAndSync(admin, villaId);
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
    const res = await previewAndSync(admin, villaId);
    const f = res.json<{ content: { feeds: { conflicts: { uid: string; conflict: string }[] }[] } }>().content
      .feeds[0]!;
    expect(f.conflicts.map((c) => c.uid)).toEqual(['double@airbnb']);
    expect(f.conflicts[0]!.conflict).toMatch(/rezervasyon \(01\.10\.2031–08\.10\.2031\) ile çakışıyor/);
    expect(await reservationBlocks(villaId)).not.toHaveLength(0);
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
    expect(await status('GET', '/v1/admin/villas/ical-conflicts', undefined)).toBe(401);
    const id = conflicts.content[0]!.id;
    expect(await status('PATCH', `/v1/admin/villas/ical-conflicts/${id}/resolve`, owner)).toBe(403);
    expect(await status('PATCH', `/v1/admin/villas/ical-conflicts/${id}/resolve`, admin)).toBe(200);
    expect(await status('PATCH', `/v1/admin/villas/ical-conflicts/${id}/resolve`, admin)).toBe(404);
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
    expect(await status('GET', `/v1/villas/${villaId}/calendar/${'0'.repeat(32)}.ics`, undefined)).toBe(404);
    // Round trip: what we publish parses back to the same days.
    expect(parseFeed(res.body).map((e) => [e.start, e.end])).toContainEqual(['2031-10-01', '2031-10-08']);
  });

  it('the scheduled job re-syncs every feed and records the result', async () => {
    feeds.set('/airbnb.ics', ics(allDay('r1@airbnb', '2031-07-03', '2031-07-06')));
    const result = await syncAllFeeds(t.db, TEST_DB === 'postgres' ? 'pg' : 'pglite');
    expect(result).toEqual({ ok: 1, failed: 0, held: 0 });
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-03,2031-07-06)']);
  });

  it('the scheduled job syncs once per interval, kept in the database; a tick that is not due downloads nothing', async () => {
    const driver = TEST_DB === 'postgres' ? 'pg' : 'pglite';
    const log = pino({ level: 'silent' });
    /** One instance's job; by default on the database's clock. */
    const job = (now?: () => number) =>
      icalSyncJob({ db: t.db, driver, log, intervalMinutes: 30, ...(now ? { now } : {}) });
    const first = job();
    const start = channel.downloads;
    expect(await first()).toBe('synced');
    // Every feed once.
    const round = channel.downloads - start;
    expect(round).toBe((await t.db.select().from(villaIcalFeeds)).length);
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-03,2031-07-06)']);
    // Again at once, on this instance or another (or after a restart): not due, nothing downloaded.
    expect(await first()).toBe('not-due');
    expect(await job()()).toBe('not-due');
    expect(channel.downloads - start).toBe(round);

    // Once the interval has passed: the next round, once.
    const later = Date.now() + 31 * 60_000;
    const next = job(() => later);
    expect(await next()).toBe('synced');
    expect(await next()).toBe('not-due');
    expect(await job(() => later + 60_000)()).toBe('not-due');
    expect(channel.downloads - start).toBe(2 * round);

    // A round claimed by an instance that then died (never completed): skipped until the claim
    // expires (10 minutes for a 30-minute interval), then taken over.
    const died = later + 31 * 60_000;
    const claim = await claimRound(t.db, {
      intervalMs: 30 * 60_000,
      claimTtlMs: 10 * 60_000,
      now: () => died,
    });
    expect(claim.claimed).toBe(true);
    expect(await job(() => died + 5 * 60_000)()).toBe('claimed');
    expect(channel.downloads - start).toBe(2 * round);
    expect(await job(() => died + 10 * 60_000)()).toBe('synced');
    expect(channel.downloads - start).toBe(3 * round);
    expect(await job(() => died + 11 * 60_000)()).toBe('not-due');
    expect(await icalBlocks(villaId)).toEqual(['[2031-07-03,2031-07-06)']);
  });

  it('OWNER may preview/sync their own villa only; deleteical is ADMIN only and removes feed and imported blocks only', async () => {
    const own = await preview(owner, ownVilla);
    expect(own.statusCode).toBe(200);
    const ownToken = own.json<Preview>().content.preview_token;
    expect((await sync(owner, ownVilla, ownToken)).statusCode).toBe(200);
    expect((await preview(owner, villaId)).statusCode).toBe(403);
    expect((await sync(owner, villaId, ownToken)).statusCode).toBe(403);
    // A token of someone else's villa does not apply to the owner's own.
    const adminToken = (await preview(admin, villaId)).json<Preview>().content.preview_token;
    const swapped = await sync(owner, ownVilla, adminToken);
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json<{ content: { message: string } }>().content.message).toBe(
      ICAL_PREVIEW_INVALID_MESSAGE,
    );
    expect((await preview(undefined, villaId)).statusCode).toBe(401);
    expect((await sync(undefined, villaId, adminToken)).statusCode).toBe(401);
    expect(await status('POST', '/v1/admin/villas/date/sync', admin, { villa_id: 'x' })).toBe(400);
    // Sync needs a preview: without its token it is refused in Turkish.
    const bare = await inject('POST', '/v1/admin/villas/date/sync', admin, { villa_id: villaId });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ content: { message: string } }>().content.message).toContain(
      ICAL_PREVIEW_REQUIRED_MESSAGE,
    );
    expect(await status('PATCH', '/v1/admin/villas/deleteical', owner, { villa_id: villaId })).toBe(403);
    expect(
      await status('PATCH', '/v1/admin/villas/deleteical', admin, { villa_id: villaId, feed_id: 99999 }),
    ).toBe(404);
    const res = await inject('PATCH', '/v1/admin/villas/deleteical', admin, {
      villa_id: villaId,
      feed_id: feedId,
    });
    expect(res.statusCode).toBe(200);
    expect(await icalBlocks(villaId)).toEqual([]);
    expect(await t.db.select().from(villaIcalEvents)).toHaveLength(0);
    expect(await reservationBlocks(villaId)).not.toHaveLength(0);
  });
});

describe('the sync applies exactly the previewed change set', () => {
  const path = '/vrbo.ics';
  /** What the channel's calendar holds from now on. */
  const serve = (...events: string[]) => feeds.set(path, ics(...events));
  const state = async () => ({
    events: await t.db
      .select({
        uid: villaIcalEvents.uid,
        start: villaIcalEvents.startDate,
        end: villaIcalEvents.endDate,
        summary: villaIcalEvents.summary,
        conflict: villaIcalEvents.conflict,
      })
      .from(villaIcalEvents)
      .where(eq(villaIcalEvents.villaId, thirdVilla))
      .orderBy(asc(villaIcalEvents.uid)),
    blocks: (
      await t.db
        .select({ period: villaBlocks.period, kind: villaBlocks.kind })
        .from(villaBlocks)
        .where(eq(villaBlocks.villaId, thirdVilla))
    )
      .map((b) => `${b.kind} ${b.period}`)
      .sort(),
    feeds: await t.db
      .select({ status: villaIcalFeeds.lastStatus, at: villaIcalFeeds.lastSyncAt })
      .from(villaIcalFeeds)
      .where(eq(villaIcalFeeds.villaId, thirdVilla)),
  });
  const message = (res: { json: <T>() => T }) => res.json<{ content: { message: string } }>().content.message;

  beforeAll(async () => {
    serve(allDay('a@vrbo', '2032-06-01', '2032-06-05'), allDay('b@vrbo', '2032-06-10', '2032-06-12'));
    const res = await addFeed(admin, thirdVilla, 'vrbo', `${channel.base}${path}`);
    expect(res.statusCode).toBe(201);
    expect((await previewAndSync(admin, thirdVilla)).statusCode).toBe(200);
  });

  it('the feed changes between preview and sync: the previewed set is applied, not the new feed content', async () => {
    // Design: the token carries the change set and the sync does not fetch again, so what the
    // admin saw is what is written; the newer feed content shows up in the next preview.
    serve(allDay('a@vrbo', '2032-06-02', '2032-06-05'), allDay('b@vrbo', '2032-06-10', '2032-06-12'));
    const p = await preview(admin, thirdVilla);
    const shown = p.json<{
      content: { feeds: { changed: { uid: string }[]; added: unknown[]; removed: unknown[] }[] };
    }>().content.feeds[0]!;
    expect(shown.changed.map((c) => c.uid)).toEqual(['a@vrbo']);
    expect(shown.added).toEqual([]);
    expect(shown.removed).toEqual([]);
    serve(allDay('c@vrbo', '2032-07-01', '2032-07-03'));
    const res = await sync(admin, thirdVilla, p.json<Preview>().content.preview_token);
    expect(res.statusCode).toBe(200);
    const applied = res.json<{
      content: {
        applied: boolean;
        feeds: { changed: { uid: string }[]; added: unknown[]; removed: unknown[] }[];
      };
    }>().content;
    expect(applied.applied).toBe(true);
    expect(applied.feeds[0]!.changed.map((c) => c.uid)).toEqual(['a@vrbo']);
    expect(applied.feeds[0]!.added).toEqual([]);
    expect(applied.feeds[0]!.removed).toEqual([]);
    const s = await state();
    expect(s.events.map((e) => [e.uid, e.start, e.end])).toEqual([
      ['a@vrbo', '2032-06-02', '2032-06-05'],
      ['b@vrbo', '2032-06-10', '2032-06-12'],
    ]);
    expect(s.blocks.filter((b) => b.startsWith('ical'))).toEqual([
      'ical [2032-06-02,2032-06-05)',
      'ical [2032-06-10,2032-06-12)',
    ]);
    // The next preview shows the newer content.
    const next = (await preview(admin, thirdVilla)).json<{
      content: { feeds: { added: { uid: string }[]; removed: { uid: string }[] }[] };
    }>().content.feeds[0]!;
    expect(next.added.map((c) => c.uid)).toEqual(['c@vrbo']);
    expect(next.removed.map((c) => c.uid).sort()).toEqual(['a@vrbo', 'b@vrbo']);
  });

  it('a stale preview (imported blocks changed since) is refused with 409 and nothing changes', async () => {
    serve(allDay('a@vrbo', '2032-06-02', '2032-06-05'), allDay('d@vrbo', '2032-08-01', '2032-08-04'));
    const first = (await preview(admin, thirdVilla)).json<Preview>().content.preview_token;
    // Someone else previews and syncs the same villa in between (or the scheduled job runs).
    const second = await previewAndSync(admin, thirdVilla);
    expect(second.statusCode).toBe(200);
    const before = await state();
    expect(before.events.map((e) => e.uid)).toEqual(['a@vrbo', 'd@vrbo']);
    const res = await sync(admin, thirdVilla, first);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(ICAL_PREVIEW_STALE_MESSAGE);
    expect(await state()).toEqual(before);

    // The scheduled job applying in between makes a preview stale as well.
    serve(allDay('a@vrbo', '2032-06-02', '2032-06-06'), allDay('d@vrbo', '2032-08-01', '2032-08-04'));
    const third = (await preview(admin, thirdVilla)).json<Preview>().content.preview_token;
    await syncAllFeeds(t.db, TEST_DB === 'postgres' ? 'pg' : 'pglite');
    const afterJob = await state();
    const late = await sync(admin, thirdVilla, third);
    expect(late.statusCode).toBe(409);
    expect(await state()).toEqual(afterJob);
  });

  it('a booking made here elsewhere in the calendar after the preview does not invalidate it', async () => {
    serve(
      allDay('a@vrbo', '2032-06-02', '2032-06-06'),
      allDay('d@vrbo', '2032-08-01', '2032-08-04'),
      allDay('g@vrbo', '2032-12-01', '2032-12-03'),
    );
    const p = await preview(admin, thirdVilla);
    expect(
      p
        .json<{ content: { feeds: { added: { uid: string }[] }[] } }>()
        .content.feeds[0]!.added.map((c) => c.uid),
    ).toEqual(['g@vrbo']);
    await t.db.transaction((tx) =>
      insertVillaBlockTx(tx, {
        villaId: thirdVilla,
        start: '2032-11-01',
        end: '2032-11-05',
        kind: 'reservation',
      }),
    );
    expect((await sync(admin, thirdVilla, p.json<Preview>().content.preview_token)).statusCode).toBe(200);
    expect((await state()).blocks).toContain('ical [2032-12-01,2032-12-03)');
  });

  it('a booking made here after the preview that overlaps a previewed event: 409, nothing changes; the new preview reports the conflict', async () => {
    serve(
      allDay('a@vrbo', '2032-06-02', '2032-06-06'),
      allDay('d@vrbo', '2032-08-01', '2032-08-04'),
      allDay('e@vrbo', '2032-09-10', '2032-09-15', 'Vrbo (Ayşe)'),
    );
    const p = await preview(admin, thirdVilla);
    const shown = p.json<{ content: { feeds: { added: { uid: string; conflict?: string }[] }[] } }>().content
      .feeds[0]!;
    expect(shown.added).toEqual([expect.objectContaining({ uid: 'e@vrbo' })]);
    expect(shown.added[0]!.conflict).toBeUndefined();
    await t.db.transaction((tx) =>
      insertVillaBlockTx(tx, {
        villaId: thirdVilla,
        start: '2032-09-12',
        end: '2032-09-14',
        kind: 'reservation',
      }),
    );
    const before = await state();
    const res = await sync(admin, thirdVilla, p.json<Preview>().content.preview_token);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(ICAL_PREVIEW_STALE_MESSAGE);
    expect(await state()).toEqual(before);

    // Refreshed: the conflict is shown, and applying it keeps the booking and reports the event.
    const again = await preview(admin, thirdVilla);
    const conflict = again.json<{
      content: { feeds: { conflicts: { uid: string; conflict: string }[] }[] };
    }>().content.feeds[0]!.conflicts;
    expect(conflict.map((c) => c.uid)).toEqual(['e@vrbo']);
    expect(conflict[0]!.conflict).toMatch(/12\.09\.2032–14\.09\.2032\) ile çakışıyor/);
    const applied = await sync(admin, thirdVilla, again.json<Preview>().content.preview_token);
    expect(applied.statusCode).toBe(200);
    expect(
      applied
        .json<{ content: { feeds: { conflicts: { uid: string }[] }[] } }>()
        .content.feeds[0]!.conflicts.map((c) => c.uid),
    ).toEqual(['e@vrbo']);
    const after = await state();
    expect(after.blocks).toContain('reservation [2032-09-12,2032-09-14)');
    expect(after.blocks).toContain('reservation [2032-11-01,2032-11-05)');
    expect(after.blocks).not.toContain('ical [2032-09-10,2032-09-15)');
    expect(after.events.find((e) => e.uid === 'e@vrbo')).toMatchObject({ conflict: true });
  });

  it('a feed whose events all vanish releases only imported blocks, never the bookings made here', async () => {
    const here = (blocks: string[]) => blocks.filter((b) => !b.startsWith('ical'));
    const before = here((await state()).blocks);
    expect(before).toContain('reservation [2032-09-12,2032-09-14)');
    expect(before).toContain('reservation [2032-11-01,2032-11-05)');
    serve();
    const res = await previewAndSync(admin, thirdVilla);
    expect(res.statusCode).toBe(200);
    const s = await state();
    expect(s.events).toEqual([]);
    expect(s.blocks).toEqual(before);
  });

  it('the OpenAPI document shows the token in the preview response and as the sync’s required input', async () => {
    const doc = (await inject('GET', '/docs/json', undefined)).json<{
      paths: Record<
        string,
        {
          post: {
            requestBody: { content: Record<string, { schema: { required: string[] } }> };
            responses: Record<string, unknown>;
          };
        }
      >;
    }>();
    const syncDoc = doc.paths['/v1/admin/villas/date/sync']!.post;
    expect(syncDoc.requestBody.content['application/json']!.schema.required).toEqual([
      'villa_id',
      'preview_token',
    ]);
    expect(JSON.stringify(doc.paths['/v1/admin/villas/date/sync/preview']!.post.responses['200'])).toContain(
      'preview_token',
    );
  });

  it('a tampered, unknown, other villa’s or expired token is refused in Turkish and nothing changes', async () => {
    serve(allDay('f@vrbo', '2032-10-01', '2032-10-03'));
    const token = (await preview(admin, thirdVilla)).json<Preview>().content.preview_token;
    const [v, body, sig] = token.split('.') as [string, string, string];
    const flip = (x: string, i: number) => `${x.slice(0, i)}${x[i] === 'A' ? 'B' : 'A'}${x.slice(i + 1)}`;
    const before = await state();
    for (const bad of [
      `${v}.${flip(body, 5)}.${sig}`,
      `${v}.${body}.${flip(sig, 3)}`,
      `v2.${body}.${sig}`,
      'v1.AAAA.BBBB',
      'rastgele',
    ]) {
      const res = await sync(admin, thirdVilla, bad);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(ICAL_PREVIEW_INVALID_MESSAGE);
    }
    // A genuine token of this villa used for another villa.
    const other = await sync(admin, villaId, token);
    expect(other.statusCode).toBe(400);
    expect(message(other)).toBe(ICAL_PREVIEW_INVALID_MESSAGE);
    // Expired (made 16 minutes ago, valid for 15).
    const old = await previewVilla(t.db, thirdVilla, Date.now() - 16 * 60_000);
    const expired = await sync(admin, thirdVilla, old.preview_token);
    expect(expired.statusCode).toBe(409);
    expect(message(expired)).toBe(ICAL_PREVIEW_EXPIRED_MESSAGE);
    expect(await state()).toEqual(before);
    // The genuine one still applies.
    expect((await sync(admin, thirdVilla, token)).statusCode).toBe(200);
    expect((await state()).events.map((e) => e.uid)).toEqual(['f@vrbo']);
  });
});
