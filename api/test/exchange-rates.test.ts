import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/settings.ts';
import {
  exchangeRatesJob,
  fetchTcmbRates,
  parseTcmbXml,
  runDailyFetch,
  TCMB_URL_KEY,
} from '../src/modules/exchange-rates/tcmb.ts';
import { bearer, build, login, type TestContext } from './helper.ts';

// TCMB's daily XML, saved as TCMB serves it (CRLF, Turkish names, JPY per 100 units), served by a
// real HTTP server in the test; the answer can be switched to a failure.
const TODAY_XML = readFileSync(join(import.meta.dirname, 'fixtures/tcmb/today.xml'), 'utf8');

let t: TestContext;
let admin: string;
let owner: string;
let server: Server;
let baseUrl: string;
let answer: { status: number; body: string } = { status: 200, body: TODAY_XML };
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    res.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kurlar/today.xml`;
  t = await build();
  await t.db
    .insert(settings)
    .values({ key: TCMB_URL_KEY, value: baseUrl, group: 'exchange_meta' })
    .onConflictDoUpdate({ target: settings.key, set: { value: baseUrl } });
  [admin, owner] = await Promise.all([login(t.app, 'ADMIN'), login(t.app, 'OWNER')]);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  answer = { status: 200, body: TODAY_XML };
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const status = async () => (await call('GET', '/v1/admin/exchange/status')).json().content;
type Rate = {
  currency: string;
  value: string;
  origin: string;
  rate_date: string | null;
  manual_at: string | null;
};
const rateOf = (s: { rates: Rate[] }, c: string) => s.rates.find((r) => r.currency === c)!;

describe('parseTcmbXml', () => {
  it('reads the bulletin date and the ForexSelling of USD, EUR and GBP', () => {
    expect(parseTcmbXml(TODAY_XML)).toEqual({
      date: '2026-11-24',
      rates: { USD: '42.4282', EUR: '48.8955', GBP: '55.7716' },
    });
  });

  it('says in Turkish what is wrong with a file that is not TCMB’s', () => {
    expect(() => parseTcmbXml('<html><body>Bakım çalışması</body></html>')).toThrow(/Tarih_Date/);
    expect(() => parseTcmbXml(TODAY_XML.replace(/<Currency CrossOrder="4"[\s\S]*?<\/Currency>/, ''))).toThrow(
      'TCMB dosyasında GBP döviz satış kuru yok.',
    );
  });
});

describe('exchange rates from TCMB', () => {
  it('is for ADMIN only', async () => {
    expect((await call('GET', '/v1/admin/exchange/status', owner)).statusCode).toBe(403);
    expect((await call('GET', '/v1/admin/exchange/status', null)).statusCode).toBe(401);
    expect((await call('POST', '/v1/admin/exchange/refresh', owner)).statusCode).toBe(403);
    expect((await call('POST', '/v1/admin/exchange/refresh', null)).statusCode).toBe(401);
  });

  it('stores the fetched rates with their date and source', async () => {
    const before = await status();
    expect(rateOf(before, 'USD').origin).toBe('none');
    expect(before.last_success_at).toBeNull();

    const res = await call('POST', '/v1/admin/exchange/refresh');
    expect(res.statusCode).toBe(200);
    const s = res.json().content;
    expect(s.source_url).toBe(baseUrl);
    expect(s.rate_type).toContain('ForexSelling');
    expect(s.rate_date).toBe('2026-11-24');
    expect(s.last_error).toBeNull();
    expect(s.rates).toEqual([
      {
        currency: 'USD',
        key: 'dollar_exchange_rate',
        value: '42.4282',
        origin: 'tcmb',
        rate_date: '2026-11-24',
        manual_at: null,
      },
      {
        currency: 'EUR',
        key: 'euro_exchange_rate',
        value: '48.8955',
        origin: 'tcmb',
        rate_date: '2026-11-24',
        manual_at: null,
      },
      {
        currency: 'GBP',
        key: 'sterling_exchange_rate',
        value: '55.7716',
        origin: 'tcmb',
        rate_date: '2026-11-24',
        manual_at: null,
      },
    ]);
    // The storefront reads the same settings.
    const old = (await call('GET', '/v1/admin/getexchange')).json().content;
    expect(old).toContainEqual({ key: 'dollar_exchange_rate', value: '42.4282' });
  });

  it('keeps the last rates when a fetch fails and says since when they are valid', async () => {
    await call('POST', '/v1/admin/exchange/refresh');
    const good = await status();
    for (const failure of [
      { status: 503, body: 'Service Unavailable' },
      { status: 200, body: '<html>Bakım çalışması</html>' },
    ]) {
      answer = failure;
      const res = await call('POST', '/v1/admin/exchange/refresh');
      expect(res.statusCode).toBe(502);
      expect(res.json().content.message).toContain('Son kurlar korunuyor.');
      const after = await status();
      expect(after.rates).toEqual(good.rates);
      expect(after.last_success_at).toBe(good.last_success_at);
      expect(after.rate_date).toBe('2026-11-24');
      expect(after.last_error).toMatch(/TCMB/);
      expect(after.last_attempt_at).not.toBe(good.last_success_at);
    }
    // No server at all: the reason in Turkish with the system's code, not Node's English text.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchTcmbRates(t.db, { url: `http://127.0.0.1:${port}/today.xml` })).rejects.toThrow(
      'TCMB’ye ulaşılamadı (ECONNREFUSED).',
    );
    expect((await status()).rates).toEqual(good.rates);
  });

  it('keeps a rate entered by hand, marked as such, until the next successful fetch', async () => {
    await call('POST', '/v1/admin/exchange/refresh');
    const put = await call('PUT', '/v1/admin/exchange/edit', admin, { dollar_exchange_rate: '43,10' });
    expect(put.statusCode).toBe(200);
    const manual = await status();
    expect(rateOf(manual, 'USD')).toMatchObject({ value: '43.1', origin: 'manual', rate_date: null });
    expect(rateOf(manual, 'USD').manual_at).toEqual(expect.any(String));
    expect(rateOf(manual, 'EUR')).toMatchObject({ value: '48.8955', origin: 'tcmb' });
    // A failed fetch does not touch it.
    answer = { status: 500, body: '' };
    expect((await call('POST', '/v1/admin/exchange/refresh')).statusCode).toBe(502);
    expect(rateOf(await status(), 'USD')).toMatchObject({ value: '43.1', origin: 'manual' });
    // The next successful fetch replaces it.
    answer = { status: 200, body: TODAY_XML };
    expect((await call('POST', '/v1/admin/exchange/refresh')).statusCode).toBe(200);
    expect(rateOf(await status(), 'USD')).toMatchObject({
      value: '42.4282',
      origin: 'tcmb',
      manual_at: null,
    });
  });

  it('fetches once a day from the daily job, again after a failed day', async () => {
    const log = { info: () => {}, warn: () => {} };
    const job = exchangeRatesJob();
    expect(job.everyMs).toBe(60 * 60_000);
    let now = new Date('2031-03-01T06:00:00Z');
    const run = () =>
      job.handler({}, { db: t.db, now: () => now, log: { ...log, error: () => {} }, job: {} as never });
    await fetchTcmbRates(t.db, { now: new Date('2031-02-28T06:00:00Z') });
    const h0 = hits;
    await run();
    expect(hits).toBe(h0 + 1); // a new day: fetched
    now = new Date('2031-03-01T20:59:00Z'); // 23:59 in Türkiye: the same day
    await run();
    expect(hits).toBe(h0 + 1);
    now = new Date('2031-03-01T21:30:00Z'); // 00:30 on 2 March in Türkiye
    answer = { status: 503, body: '' };
    await run(); // fails: recorded, the job itself does not throw
    expect(hits).toBe(h0 + 2);
    expect((await status()).last_error).toMatch(/HTTP 503/);
    answer = { status: 200, body: TODAY_XML };
    await run();
    expect(hits).toBe(h0 + 3); // the failed day is tried again
    expect((await status()).last_error).toBeNull();
    expect(await runDailyFetch(t.db, now, log)).toBe(false);
  });
});

describe('TCMB_URL (config): where the rates are read when no setting names a URL', () => {
  it('the on-demand fetch, the status and the daily job use it; the setting still wins', async () => {
    const other = await build({ tcmbUrl: baseUrl });
    try {
      const [token] = await Promise.all([login(other.app, 'ADMIN')]);
      const h0 = hits;
      const fetched = await other.app.inject({
        method: 'POST',
        url: '/v1/admin/exchange/refresh',
        headers: bearer(token!),
      });
      expect(fetched.statusCode).toBe(200);
      expect(hits).toBe(h0 + 1);
      expect(fetched.json().content.source_url).toBe(baseUrl);
      expect(fetched.json().content.last_error).toBeNull();

      const log = { info: () => {}, warn: () => {}, error: () => {} };
      const job = exchangeRatesJob(baseUrl);
      await job.handler(
        {},
        { db: other.db, now: () => new Date('2031-05-01T06:00:00Z'), log, job: {} as never },
      );
      expect(hits).toBe(h0 + 2);

      // A URL in the settings (staff or tests) is used before the server's.
      const setting = 'http://127.0.0.1:9/kurlar/today.xml';
      await other.db.insert(settings).values({ key: TCMB_URL_KEY, value: setting, group: 'exchange_meta' });
      const status = await other.app.inject({
        method: 'GET',
        url: '/v1/admin/exchange/status',
        headers: bearer(token!),
      });
      expect(status.json().content.source_url).toBe(setting);
    } finally {
      await other.close();
    }
  });
});
