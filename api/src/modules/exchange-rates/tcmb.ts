import { inArray, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import {
  EXCHANGE_CURRENCIES,
  type ExchangeCurrency,
  type ExchangeRateStatus,
} from '@villa/shared/contracts/exchange-rates';
import { settings } from '../../db/schema/settings.ts';
import type { Db } from '../../db/types.ts';
import type { JobDefinition } from '../jobs/registry.ts';

/**
 * Exchange rates from TCMB's daily XML (https://www.tcmb.gov.tr/kurlar/today.xml). The agency
 * sells in TL and quotes foreign prices with the bank's selling rate, so the rate kept is TCMB's
 * ForexSelling (döviz satış) per one unit. The values live in the settings the storefront already
 * reads (dollar/euro/sterling_exchange_rate); where they came from is kept in one JSON setting of
 * the unpublished group 'exchange_meta'.
 */

export const DEFAULT_TCMB_URL = 'https://www.tcmb.gov.tr/kurlar/today.xml';
/**
 * A settings key that, when set, replaces the URL (tests point it at a local server). Without it,
 * the server's TCMB_URL (config.ts; the journeys' local stand-in) or else TCMB's own.
 */
export const TCMB_URL_KEY = 'tcmb_rates_url';
const META_KEY = 'exchange_rates_meta';
const META_GROUP = 'exchange_meta';
export const RATE_TYPE = 'ForexSelling (döviz satış)';
const SOURCE = 'TCMB (Türkiye Cumhuriyet Merkez Bankası)';

export const RATE_KEYS: Record<ExchangeCurrency, string> = {
  USD: 'dollar_exchange_rate',
  EUR: 'euro_exchange_rate',
  GBP: 'sterling_exchange_rate',
};

export interface TcmbRates {
  /** Bulletin date, YYYY-MM-DD. */
  date: string;
  rates: Record<ExchangeCurrency, string>;
}

interface Meta {
  rateDate: string | null;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** Per currency: when staff entered a value (cleared by the next successful fetch). */
  manualAt: Partial<Record<ExchangeCurrency, string>>;
  /** Per currency: the bulletin date of the value fetched. */
  fetched: Partial<Record<ExchangeCurrency, string>>;
}
const emptyMeta = (): Meta => ({
  rateDate: null,
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastError: null,
  manualAt: {},
  fetched: {},
});

export class TcmbError extends Error {}

/** '24.11.2026' → '2026-11-24'. */
function bulletinDate(tarih: unknown): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(String(tarih ?? '').trim());
  if (!m) throw new TcmbError('TCMB dosyasında bülten tarihi (Tarih) okunamadı.');
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** Parses today.xml; throws TcmbError (Turkish) when the file is not TCMB's or a rate is missing. */
export function parseTcmbXml(xml: string): TcmbRates {
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(
      xml,
    ) as Record<string, unknown>;
  } catch {
    throw new TcmbError('TCMB dosyası XML olarak okunamadı.');
  }
  const root = doc.Tarih_Date as Record<string, unknown> | undefined;
  if (!root) throw new TcmbError('TCMB dosyası beklenen biçimde değil (Tarih_Date yok).');
  const date = bulletinDate(root['@_Tarih']);
  const list = ([] as unknown[]).concat(root.Currency ?? []) as Record<string, unknown>[];
  const rates = {} as Record<ExchangeCurrency, string>;
  for (const code of EXCHANGE_CURRENCIES) {
    const c = list.find((x) => x['@_CurrencyCode'] === code || x['@_Kod'] === code);
    const selling = Number(String(c?.ForexSelling ?? '').trim());
    const unit = Number(String(c?.Unit ?? '1').trim()) || 1;
    if (!c || !Number.isFinite(selling) || selling <= 0) {
      throw new TcmbError(`TCMB dosyasında ${code} döviz satış kuru yok.`);
    }
    rates[code] = String(Math.round((selling / unit) * 10_000) / 10_000);
  }
  return { date, rates };
}

async function readMeta(db: Db): Promise<Meta> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [META_KEY]));
  if (!row?.value) return emptyMeta();
  try {
    return { ...emptyMeta(), ...(JSON.parse(row.value) as Partial<Meta>) };
  } catch {
    return emptyMeta();
  }
}

async function upsert(db: Db, rows: { key: string; value: string; group: string }[]) {
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

const writeMeta = (db: Db, meta: Meta) =>
  upsert(db, [{ key: META_KEY, value: JSON.stringify(meta), group: META_GROUP }]);

/** The URL in use: the tcmb_rates_url setting (tests point it at a local server), else `fallback`. */
export async function tcmbUrl(db: Db, fallback = DEFAULT_TCMB_URL): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [TCMB_URL_KEY]));
  return row?.value.trim() || fallback;
}

/**
 * Fetches and stores the rates. On success the three values are replaced (manual overrides end);
 * on failure nothing but the attempt and the error is written, and a TcmbError is thrown.
 */
export async function fetchTcmbRates(
  db: Db,
  opts: { url?: string; defaultUrl?: string; now?: Date; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<TcmbRates> {
  const url = opts.url ?? (await tcmbUrl(db, opts.defaultUrl));
  const now = (opts.now ?? new Date()).toISOString();
  const meta = await readMeta(db);
  meta.lastAttemptAt = now;
  try {
    const res = await (opts.fetchImpl ?? fetch)(url, {
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      headers: { accept: 'application/xml, text/xml' },
    }).catch((err: unknown) => {
      // Node's own texts are English ('fetch failed'): the cause's code (ENOTFOUND…) or a timeout.
      const e = err as { name?: string; cause?: { code?: string; errors?: { code?: string }[] } };
      const why =
        e.name === 'TimeoutError' ? 'zaman aşımı' : (e.cause?.code ?? e.cause?.errors?.[0]?.code ?? '');
      throw new TcmbError(`TCMB’ye ulaşılamadı${why ? ` (${why})` : ''}.`);
    });
    if (!res.ok) throw new TcmbError(`TCMB yanıtı başarısız: HTTP ${res.status}.`);
    const parsed = parseTcmbXml(await res.text());
    await db.transaction(async (tx) => {
      await tx
        .insert(settings)
        .values(
          EXCHANGE_CURRENCIES.map((c) => ({ key: RATE_KEYS[c], value: parsed.rates[c], group: 'exchange' })),
        )
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
      const next: Meta = {
        ...meta,
        rateDate: parsed.date,
        lastSuccessAt: now,
        lastError: null,
        manualAt: {},
        fetched: Object.fromEntries(EXCHANGE_CURRENCIES.map((c) => [c, parsed.date])),
      };
      await tx
        .insert(settings)
        .values({ key: META_KEY, value: JSON.stringify(next), group: META_GROUP })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    });
    return parsed;
  } catch (err) {
    const message = err instanceof TcmbError ? err.message : 'TCMB kurları okunamadı.';
    await writeMeta(db, { ...meta, lastError: message });
    throw err instanceof TcmbError ? err : new TcmbError(message);
  }
}

/** Staff saved these rate keys by hand: they show 'Elle girildi' until the next successful fetch. */
export async function markManual(db: Db, keys: string[], now = new Date()): Promise<void> {
  const changed = EXCHANGE_CURRENCIES.filter((c) => keys.includes(RATE_KEYS[c]));
  if (changed.length === 0) return;
  const meta = await readMeta(db);
  for (const c of changed) meta.manualAt[c] = now.toISOString();
  await writeMeta(db, meta);
}

export async function exchangeStatus(db: Db, defaultUrl?: string): Promise<ExchangeRateStatus> {
  const meta = await readMeta(db);
  const keys = EXCHANGE_CURRENCIES.map((c) => RATE_KEYS[c]);
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return {
    source: SOURCE,
    source_url: await tcmbUrl(db, defaultUrl),
    rate_type: RATE_TYPE,
    rate_date: meta.rateDate,
    last_success_at: meta.lastSuccessAt,
    last_attempt_at: meta.lastAttemptAt,
    last_error: meta.lastError,
    rates: EXCHANGE_CURRENCIES.map((c) => {
      const manualAt = meta.manualAt[c] ?? null;
      const fetched = meta.fetched[c] ?? null;
      return {
        currency: c,
        key: RATE_KEYS[c],
        value: value(RATE_KEYS[c]),
        origin: manualAt ? 'manual' : fetched ? 'tcmb' : 'none',
        rate_date: manualAt ? null : fetched,
        manual_at: manualAt,
      };
    }),
  };
}

/** Today in Türkiye, YYYY-MM-DD. */
const turkeyDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

export const EXCHANGE_RATES_JOB = 'exchange_rates';

/**
 * The daily fetch as a recurring job of the queue (modules/jobs): it runs every hour and fetches
 * only when today's (Türkiye) fetch has not succeeded yet, so the rates are read once a day, after
 * a restart too, and a failed day is tried again the next hour. A failure is recorded (the screen
 * shows it) and the last rates stay; the job itself does not fail for it.
 */
export function exchangeRatesJob(defaultUrl?: string): JobDefinition {
  return {
    kind: EXCHANGE_RATES_JOB,
    everyMs: 60 * 60_000,
    handler: async (_payload, { db, now, log }) => {
      await runDailyFetch(db, now(), log, defaultUrl);
    },
  };
}

/** One check of the daily fetch (the job's body): true when it fetched. */
export async function runDailyFetch(
  db: Db,
  now: Date,
  log: { info: (o: unknown, m: string) => void; warn: (o: unknown, m: string) => void },
  defaultUrl?: string,
): Promise<boolean> {
  const meta = await readMeta(db);
  if (meta.lastSuccessAt && turkeyDay(new Date(meta.lastSuccessAt)) === turkeyDay(now)) return false;
  try {
    const parsed = await fetchTcmbRates(db, { now, ...(defaultUrl ? { defaultUrl } : {}) });
    log.info({ date: parsed.date, rates: parsed.rates }, 'exchange rates fetched from TCMB');
  } catch (err) {
    log.warn({ err }, 'exchange rates: TCMB fetch failed, last rates kept');
  }
  return true;
}
