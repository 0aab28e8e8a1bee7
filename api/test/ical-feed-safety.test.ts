import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import type { IcalFeedAlert, IcalSyncPreview, IcalSyncResult } from '@villa/shared/contracts/ical';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { villaIcalFeeds } from '../src/db/schema/villas.ts';
import { countFailingFeeds } from '../src/modules/ical-sync/health.ts';
import { syncAllFeeds } from '../src/modules/ical-sync/service.ts';
import { TEST_DB } from './helper.ts';
import { authHeaders, useApp } from './support/app.ts';
import { allDay, useFakeChannel, villasByOwner } from './support/channel.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/ical/${name}`, import.meta.url), 'utf8');

let admin: Record<string, string>;
let owner: Record<string, string>;
/** Villas of someone else than the seeded OWNER, and one of the OWNER's. */
let others: { id: number; slug: string }[];
let ownVilla: number;
/** The fake channel; what it serves, by path: a body with its Content-Type, or an HTTP status. */
const channel = useFakeChannel();
const served = channel.served;
const driver = () => (TEST_DB === 'postgres' ? 'pg' : 'pglite');

const t = useApp({}, async (t) => {
  [admin, owner] = await authHeaders(t.app);
  const split = await villasByOwner(t.db, true);
  others = split.others.map((v) => ({ id: v.id, slug: v.slug }));
  ownVilla = split.own[0]!.id;
  expect(others.length).toBeGreaterThanOrEqual(3);
});

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers: headers ?? {}, ...(payload ? { payload } : {}) });

async function addFeed(villaId: number, source: string, path: string): Promise<number> {
  const res = await inject('POST', '/v1/admin/villas/ical', admin, {
    villa_id: villaId,
    source,
    url: `${channel.base}${path}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ content: { id: number } }>().content.id;
}
const preview = async (villaId: number, headers = admin) => {
  const res = await inject('POST', '/v1/admin/villas/date/sync/preview', headers, { villa_id: villaId });
  expect(res.statusCode).toBe(200);
  return res.json<{ content: IcalSyncPreview }>().content;
};
const apply = async (villaId: number, token: string, headers = admin) => {
  const res = await inject('POST', '/v1/admin/villas/date/sync', headers, {
    villa_id: villaId,
    preview_token: token,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ content: IcalSyncResult }>().content;
};
/** What a person does on the iCal screen: preview, then apply that preview. */
const previewAndSync = async (villaId: number) => apply(villaId, (await preview(villaId)).preview_token);

const icalBlocks = async (villaId: number) =>
  (
    await t.db
      .select({ period: villaBlocks.period })
      .from(villaBlocks)
      .where(and(eq(villaBlocks.villaId, villaId), eq(villaBlocks.kind, 'ical')))
  )
    .map((b) => b.period)
    .sort();
const feedRow = async (feedId: number) =>
  (await t.db.select().from(villaIcalFeeds).where(eq(villaIcalFeeds.id, feedId)))[0]!;
const alerts = async (headers?: Record<string, string>) =>
  inject('GET', '/v1/admin/dashboard/ical-alerts', headers);
const removeFeed = async (villaId: number, feedId: number) =>
  expect(
    (await inject('PATCH', '/v1/admin/villas/deleteical', admin, { villa_id: villaId, feed_id: feedId }))
      .statusCode,
  ).toBe(200);

describe('a broken channel feed never frees booked nights', () => {
  let villa: { id: number; slug: string };
  let feedId: number;

  beforeAll(async () => {
    villa = others[0]!;
    served.set('/vrbo.ics', { body: fixture('vrbo.ics') });
    feedId = await addFeed(villa.id, 'vrbo', '/vrbo.ics');
    await previewAndSync(villa.id);
    expect(await icalBlocks(villa.id)).toEqual(['[2027-08-01,2027-08-07)', '[2027-09-10,2027-09-16)']);
  });

  it('a Vrbo feed cut short (broken DTSTART, no END lines) is refused by preview and sync; the Vrbo blocks and the public calendar stay', async () => {
    served.set('/vrbo.ics', { body: fixture('vrbo-cut-short.ics') });
    const p = await preview(villa.id);
    expect(p.feeds[0]).toMatchObject({
      ok: false,
      error:
        'Takvim eksik indi: 5. satırda başlayan VEVENT kapanmıyor (END:VEVENT yok; dosya yarıda kesilmiş olabilir).',
      removed: [],
      added: [],
    });
    const r = await apply(villa.id, p.preview_token);
    expect(r.feeds[0]).toMatchObject({ ok: false, removed: [] });
    expect(await icalBlocks(villa.id)).toEqual(['[2027-08-01,2027-08-07)', '[2027-09-10,2027-09-16)']);
    const row = await feedRow(feedId);
    expect(row).toMatchObject({ lastStatus: 'error', lastError: p.feeds[0]!.error });
    expect(row.lastErrorAt).toBeInstanceOf(Date);
    expect(row.failingSince).toBeInstanceOf(Date);
    expect(row.lastSuccessAt).toBeInstanceOf(Date);

    // The storefront still shows the nights taken.
    const avail = await inject('GET', `/v1/villas/${villa.slug}/availability?from=2027-07-25&to=2027-08-15`);
    expect(avail.statusCode).toBe(200);
    expect(
      avail.json<{ content: { blocked: { start: string; end: string }[] } }>().content.blocked,
    ).toContainEqual({
      start: '2027-08-01',
      end: '2027-08-07',
    });
  });

  it('the scheduled job refuses it too, records the error per feed and keeps since when it fails', async () => {
    const before = await feedRow(feedId);
    const result = await syncAllFeeds(t.db, driver());
    expect(result).toMatchObject({ failed: 1 });
    expect(await icalBlocks(villa.id)).toEqual(['[2027-08-01,2027-08-07)', '[2027-09-10,2027-09-16)']);
    const after = await feedRow(feedId);
    expect(after.lastStatus).toBe('error');
    expect(after.lastError).toMatch(/^Takvim eksik indi/);
    expect(after.lastErrorAt!.getTime()).toBeGreaterThanOrEqual(before.lastErrorAt!.getTime());
    // Since the first failure, not the latest.
    expect(after.failingSince).toEqual(before.failingSince);
    expect(await countFailingFeeds(t.db)).toBe(1);
  });

  it('an HTML page, a calendar without END:VCALENDAR and one with an impossible date change nothing either', async () => {
    const cases: [string, { body: string; type?: string }, RegExp][] = [
      [
        'html',
        { body: `<html><body>${fixture('vrbo.ics')}</body></html>`, type: 'text/html; charset=utf-8' },
        /iCal takvimi yerine başka bir içerik döndürdü \(text\/html\)/,
      ],
      ['no end', { body: fixture('vrbo.ics').replace(/END:VCALENDAR\s*$/, '') }, /END:VCALENDAR yok/],
      [
        'bad date',
        { body: fixture('vrbo.ics').replace('20270801', '20270231') },
        /DTSTART\) tarihi geçersiz \(“20270231”\)/,
      ],
    ];
    for (const [, answer, message] of cases) {
      served.set('/vrbo.ics', answer);
      const p = await preview(villa.id);
      expect(p.feeds[0]!.ok).toBe(false);
      expect(p.feeds[0]!.error).toMatch(message);
      expect(p.feeds[0]!.removed).toEqual([]);
      await apply(villa.id, p.preview_token);
      await syncAllFeeds(t.db, driver());
      expect(await icalBlocks(villa.id)).toEqual(['[2027-08-01,2027-08-07)', '[2027-09-10,2027-09-16)']);
      expect((await feedRow(feedId)).lastError).toMatch(message);
    }
  });

  it('back to a complete feed: the last success is recorded, the failure ends, the last error stays on record', async () => {
    served.set('/vrbo.ics', { body: fixture('vrbo.ics') });
    expect(await syncAllFeeds(t.db, driver())).toMatchObject({ ok: 1, failed: 0, held: 0 });
    const row = await feedRow(feedId);
    expect(row.lastStatus).toBe('ok');
    expect(row.failingSince).toBeNull();
    expect(row.lastError).toMatch(/tarihi geçersiz/);
    expect(row.lastSuccessAt!.getTime()).toBeGreaterThanOrEqual(row.lastErrorAt!.getTime());
    expect(await countFailingFeeds(t.db)).toBe(0);
    // The villa's screen gets all of it.
    const detail = (await inject('GET', `/v1/admin/villas/${villa.id}`, admin)).json<{
      content: VillaDetail;
    }>().content;
    expect(detail.ical_feeds[0]).toMatchObject({
      last_status: 'ok',
      failing_since: null,
      last_error: row.lastError,
      last_success_at: row.lastSuccessAt!.toISOString(),
      last_error_at: row.lastErrorAt!.toISOString(),
      held_reason: null,
    });
    await removeFeed(villa.id, feedId);
  });
});

describe('a timed event in another zone', () => {
  it('Booking.com DTSTART;TZID=America/Mexico_City:20270710T150000 → 20270715T110000 blocks from the night of 10 July', async () => {
    const villa = others[1]!;
    served.set('/booking.ics', { body: fixture('booking-mexico.ics'), type: 'text/calendar' });
    const feedId = await addFeed(villa.id, 'booking', '/booking.ics');
    const p = await preview(villa.id);
    expect(p.feeds[0]!.added).toEqual([
      expect.objectContaining({
        start_date: '2027-07-10',
        end_date: '2027-07-16',
        summary: 'CLOSED - Not available',
      }),
    ]);
    await apply(villa.id, p.preview_token);
    expect(await icalBlocks(villa.id)).toEqual(['[2027-07-10,2027-07-16)']);
    // The night of 10 July is taken on the storefront.
    const avail = await inject('GET', `/v1/villas/${villa.slug}/availability?from=2027-07-01&to=2027-07-31`);
    expect(avail.json<{ content: { blocked: { start: string; end: string }[] } }>().content.blocked).toEqual([
      { start: '2027-07-10', end: '2027-07-16' },
    ]);
    await removeFeed(villa.id, feedId);
  });
});

describe('a scheduled sync that would remove more than half of a feed’s blocks waits for staff', () => {
  let villaId: number;
  let feedId: number;
  const feed = (...events: string[]) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
      ...events,
      'END:VCALENDAR',
    ].join('\r\n');
  const a = allDay('a@airbnb.com', '2031-05-01', '2031-05-05');
  const b = allDay('b@airbnb.com', '2031-06-01', '2031-06-05');
  const c = allDay('c@airbnb.com', '2031-07-01', '2031-07-05');
  const d = allDay('d@airbnb.com', '2031-08-01', '2031-08-05');

  beforeAll(async () => {
    villaId = ownVilla;
    served.set('/airbnb.ics', { body: feed(a, b, c) });
    feedId = await addFeed(villaId, 'airbnb', '/airbnb.ics');
    await previewAndSync(villaId);
    expect(await icalBlocks(villaId)).toHaveLength(3);
  });

  it('held: its removals wait, its new stay blocks at once; the villa screen and the dashboard show why', async () => {
    // The channel now lists one of the three stays, and a new one. A person's preview warns.
    served.set('/airbnb.ics', { body: feed(a, d) });
    expect((await preview(villaId)).feeds[0]!.warning).toBe(
      'Bu senkronizasyon bu takvimden gelen 3 güncel kapatmanın 2 tanesini kaldıracak; kanal takviminin eksik ' +
        'gelmediğinden emin olun.',
    );
    expect(await syncAllFeeds(t.db, driver())).toEqual({ ok: 0, failed: 0, held: 1 });
    expect(await icalBlocks(villaId)).toEqual([
      '[2031-05-01,2031-05-05)',
      '[2031-06-01,2031-06-05)',
      '[2031-07-01,2031-07-05)',
      '[2031-08-01,2031-08-05)',
    ]);
    const row = await feedRow(feedId);
    const reason =
      'Zamanlanmış senkronizasyon bu takvimden gelen 3 güncel kapatmanın 2 tanesini kaldıracaktı; kaldırmalar ve ' +
      'değişiklikler uygulanmadı (yeni kapatmalar eklendi). Kanal takvimini kontrol edin.';
    expect(row).toMatchObject({ lastStatus: 'held', heldReason: reason, failingSince: null });
    const heldAt = row.heldAt!;
    // The next run: the added stay makes it 2 of 4, but the hold lasts until a person syncs.
    expect(await syncAllFeeds(t.db, driver())).toEqual({ ok: 0, failed: 0, held: 1 });
    expect(await feedRow(feedId)).toMatchObject({ lastStatus: 'held', heldAt, heldReason: reason });
    expect(await icalBlocks(villaId)).toHaveLength(4);

    const detail = (await inject('GET', `/v1/admin/villas/${villaId}`, owner)).json<{
      content: VillaDetail;
    }>().content;
    expect(detail.ical_feeds[0]).toMatchObject({
      last_status: 'held',
      held_reason: reason,
      held_at: heldAt.toISOString(),
    });
    const list = (await alerts(owner)).json<{ content: IcalFeedAlert[]; total: number }>();
    expect(list.content).toContainEqual({
      feed_id: feedId,
      villa_id: villaId,
      villa_name: expect.any(String),
      source: 'airbnb',
      url: `${channel.base}/airbnb.ics`,
      kind: 'held',
      since: heldAt.toISOString(),
      message: reason,
    });
  });

  it('the staff preview shows the removals with a warning; applying it removes them and ends the hold', async () => {
    const p = await preview(villaId, owner);
    expect(p.feeds[0]!.removed.map((r) => r.uid).sort()).toEqual(['b@airbnb.com', 'c@airbnb.com']);
    expect(p.feeds[0]!.warning).toBe(
      'Bu takvimin zamanlanmış senkronizasyonu bekletiliyor: kaldırılacak ve değişecek kayıtları kontrol edin; ' +
        '“Senkronize Et” hepsini uygular.',
    );
    const r = await apply(villaId, p.preview_token, owner);
    expect(r.feeds[0]!.removed).toHaveLength(2);
    expect(await icalBlocks(villaId)).toEqual(['[2031-05-01,2031-05-05)', '[2031-08-01,2031-08-05)']);
    expect(await feedRow(feedId)).toMatchObject({ lastStatus: 'ok', heldAt: null, heldReason: null });
    expect((await alerts(owner)).json<{ total: number }>().total).toBe(0);
  });

  it('half or fewer, a single removal, or stays already over: applied by the scheduled job', async () => {
    // 1 of 2: not more than half.
    served.set('/airbnb.ics', { body: feed(d) });
    expect(await syncAllFeeds(t.db, driver())).toEqual({ ok: 1, failed: 0, held: 0 });
    expect(await icalBlocks(villaId)).toEqual(['[2031-08-01,2031-08-05)']);
    // 1 of 1: more than half, but a single cancelled stay is not held.
    served.set('/airbnb.ics', { body: feed() });
    expect(await syncAllFeeds(t.db, driver())).toEqual({ ok: 1, failed: 0, held: 0 });
    expect(await icalBlocks(villaId)).toEqual([]);
    // Two past stays and one ahead; the channel drops the past ones: nothing ahead is freed.
    const past1 = allDay('p1@airbnb.com', '2020-01-01', '2020-01-05');
    const past2 = allDay('p2@airbnb.com', '2020-02-01', '2020-02-05');
    served.set('/airbnb.ics', { body: feed(past1, past2, d) });
    await previewAndSync(villaId);
    served.set('/airbnb.ics', { body: feed(d) });
    expect(await syncAllFeeds(t.db, driver())).toEqual({ ok: 1, failed: 0, held: 0 });
    expect(await icalBlocks(villaId)).toEqual(['[2031-08-01,2031-08-05)']);
    await removeFeed(villaId, feedId);
  });
});

describe('dashboard: feeds failing for over 24 hours', () => {
  let mine: number;
  let theirs: number;
  let recent: number;

  beforeAll(async () => {
    served.set('/down.ics', 503);
    mine = await addFeed(ownVilla, 'booking', '/down.ics');
    theirs = await addFeed(others[2]!.id, 'vrbo', '/down.ics');
    recent = await addFeed(others[1]!.id, 'airbnb', '/down.ics');
    expect(await syncAllFeeds(t.db, driver())).toEqual({ ok: 0, failed: 3, held: 0 });
    // Two of them have been failing for a day and an hour.
    await t.db
      .update(villaIcalFeeds)
      .set({ failingSince: sql`now() - interval '25 hours'` })
      .where(sql`${villaIcalFeeds.id} in (${mine}, ${theirs})`);
  });

  it('ADMIN sees every villa’s, OWNER only its own; a feed failing for less than a day is not listed', async () => {
    const all = await alerts(admin);
    expect(all.statusCode).toBe(200);
    const list = all.json<{ content: IcalFeedAlert[]; total: number }>();
    expect(list.content.map((a) => a.feed_id).sort((x, y) => x - y)).toEqual(
      [mine, theirs].sort((x, y) => x - y),
    );
    expect(list.total).toBe(2);
    const row = await feedRow(theirs);
    expect(list.content.find((a) => a.feed_id === theirs)).toEqual({
      feed_id: theirs,
      villa_id: others[2]!.id,
      villa_name: expect.any(String),
      source: 'vrbo',
      url: `${channel.base}/down.ics`,
      kind: 'failing',
      since: row.failingSince!.toISOString(),
      message: 'Takvim adresi 503 hatası döndürdü.',
    });
    const own = (await alerts(owner)).json<{ content: IcalFeedAlert[]; total: number }>();
    expect(own.content.map((a) => a.feed_id)).toEqual([mine]);
    expect(own.content[0]!.villa_id).toBe(ownVilla);
    expect(await countFailingFeeds(t.db)).toBe(3);
    expect(recent).toBeGreaterThan(0);
  });

  it('no token: 401', async () => {
    expect((await alerts()).statusCode).toBe(401);
  });

  it('the feed reads again: it leaves the list', async () => {
    served.set('/down.ics', { body: fixture('booking.ics') });
    await syncAllFeeds(t.db, driver());
    expect((await alerts(admin)).json<{ total: number }>().total).toBe(0);
    expect(await countFailingFeeds(t.db)).toBe(0);
  });
});
