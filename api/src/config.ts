import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parsePaymentSecretKey } from './modules/payments/secrets.ts';
import type { PaymentsConfig } from './modules/payments/select.ts';

/** The monorepo root (api/src/config.ts → ../..). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * SEARCH_CACHE_ENTRIES' default: a page of 20 cards is 10–15 KB of JSON, so 2,000 answers are at
 * most ~30 MB per process.
 */
export const DEFAULT_SEARCH_CACHE_ENTRIES = 2000;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: optional,
  DATABASE_URL: optional,
  JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
    message: 'JWT_SECRET must be at least 32 characters',
  }),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(28_800),
  CORS_ORIGINS: optional,
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@likyavilla.com.tr'),
  ADMIN_PASSWORD: optional,
  OWNER_PASSWORD: optional,
  WEB_ROOT: optional,
  REMOTES_FILE: optional,
  SHELL_ORIGIN: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    message: 'SHELL_ORIGIN must be an http(s) origin such as http://shell',
  }),
  PUBLIC_ORIGIN_INTERNAL: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    message: 'PUBLIC_ORIGIN_INTERNAL must be an http(s) origin such as http://proxy',
  }),
  SHELL_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  REDIS_URL: optional,
  DEPLOY_DIR: optional,
  TRUST_PROXY: optional.refine((v) => v === undefined || parseTrustProxy(v) !== null, {
    message: 'TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDR ranges',
  }),
  PUBLIC_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#@]+\/?$/.test(v), {
    message: 'PUBLIC_URL must be the site origin such as https://www.likyavilla.com.tr',
  }),
  NODE_ENV: optional,
  DOCS_PUBLIC: optional,
  METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
    message: 'METRICS_TOKEN must be at least 16 characters',
  }),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY: optional,
  S3_SECRET_KEY: optional,
  S3_REGION: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // PostgreSQL pool and timeouts (README "Environment variables"): a burst of bookings for one
  // villa must not hold every connection nor wait forever.
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  BOOKING_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_SEARCH_CACHE_ENTRIES),
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  OPTION_EXPIRY_INTERVAL_SECONDS: optional,
  LIFECYCLE_SCAN_MINUTES: optional,
  ICAL_SYNC_INTERVAL_MINUTES: optional,
  AGENCY_TAX_NUMBER: optional,
  TCMB_URL: optional,
  PAYMENT_SECRET_KEY: optional.refine((v) => v === undefined || parsePaymentSecretKey(v) !== null, {
    message:
      'PAYMENT_SECRET_KEY must be 32 bytes: 64 hexadecimal characters or base64 (openssl rand -base64 32)',
  }),
  IYZICO_BASE_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#@]+\/?$/.test(v), {
    message: 'IYZICO_BASE_URL must be an http(s) origin such as https://sandbox-api.iyzipay.com',
  }),
  PAYMENT_TEST_MODE: optional.refine((v) => v === undefined || /^(1|0|true|false)$/i.test(v), {
    message: 'PAYMENT_TEST_MODE must be 1 or 0',
  }),
  PAYMENT_STANDIN_PUBLIC_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#@]+\/?$/.test(v), {
    message: 'PAYMENT_STANDIN_PUBLIC_URL must be an http(s) origin such as http://192.168.1.10:18200',
  }),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  adminEmail: string;
  adminPassword: string | undefined;
  ownerPassword: string | undefined;
  webRoot: string;
  remotesFile: string;
  /**
   * Production: the shell's static service; page requests are answered on its index.html and
   * remotes.json (fetched, cached `shellCacheSeconds`) instead of WEB_ROOT's.
   */
  shellOrigin: string | undefined;
  /** The site as the API reaches it (the front proxy), for root-relative remote URLs; default shellOrigin. */
  publicOriginInternal: string | undefined;
  shellCacheSeconds: number;
  /** Shared login limits across API instances. */
  redisUrl: string | undefined;
  /** Versioned remote deploys (npm run deploy:remote), served at /deploy/. */
  deployDir: string;
  /**
   * Behind a proxy: client address, host and scheme from X-Forwarded-* — from any peer (true) or only
   * from these addresses/CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: boolean | string[];
  /** The site's public origin: canonical URLs, sitemap, robots.txt, links in e-mails. */
  publicUrl: string | undefined;
  /** NODE_ENV=production: /docs is served only with DOCS_PUBLIC=1. */
  production: boolean;
  /** Serve the OpenAPI page and document at /docs (always outside production). */
  docsPublic: boolean;
  /** GET /metrics (Prometheus) with this bearer token; without it /metrics is not served. */
  metricsToken: string | undefined;
  /** Object storage for uploads; without it they stay in DATA_DIR/uploads. */
  s3: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  } | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** PostgreSQL pool: size, wait for a free connection, statement and lock timeouts (0 = none). */
  db: { poolSize: number; poolWaitMs: number; statementTimeoutMs: number; lockTimeoutMs: number };
  /** How long a booking write waits for its villa's (boat's) turn in this process before a 409. */
  bookingQueueWaitMs: number;
  /** Search answers (GET /v2/search) kept in memory per process, per catalogue version; 0 = no cache. */
  searchCacheEntries: number;
  /** Reservation e-mails: through SMTP_URL (nodemailer) when set, otherwise only the outbox; MAIL_FROM sends. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Background jobs (plugins/jobs.ts): option expiry every N seconds, iCal sync every N minutes (0: off). */
  jobs: {
    optionExpiryIntervalSeconds: number;
    icalSyncIntervalMinutes: number;
    lifecycleScanMinutes: number;
  };
  /** The agency's tax number (VKN) in the BTrans XML when the agency_tax_number setting is empty. */
  agencyTaxNumber: string;
  /** Where the daily exchange rates are read when the tcmb_rates_url setting is empty (default TCMB's). */
  tcmbUrl: string | undefined;
  /**
   * Card payments (modules/payments): the key that encrypts provider keys at rest, an iyzico URL
   * override, and whether the local stand-in may take card payments when no keys are set
   * (outside production, or PAYMENT_TEST_MODE=1; PAYMENT_TEST_MODE=0 turns it off).
   */
  payments: PaymentsConfig;
}

/**
 * SEARCH_CACHE_ENTRIES read on its own (an integer 0–100,000; blank or invalid is the default), for
 * the search routes when the app was built without a size.
 */
export function searchCacheEntriesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = envSchema.shape.SEARCH_CACHE_ENTRIES.safeParse(
    env.SEARCH_CACHE_ENTRIES?.trim() || undefined,
  );
  return parsed.success ? parsed.data : DEFAULT_SEARCH_CACHE_ENTRIES;
}

/**
 * SEARCH_INDEX read on its own: 'off' answers every search with SQL (modules/search/search-index.ts
 * is the in-memory index); anything else, or nothing, is 'on'.
 */
export function searchIndexFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SEARCH_INDEX?.trim().toLowerCase() !== 'off';
}

export const DEFAULT_MAIL_FROM = 'Likya Villa <rezervasyon@likyavilla.com.tr>';

/** OPTION_EXPIRY_INTERVAL_SECONDS: a positive number of seconds; anything else is the default 60. */
export function optionExpiryIntervalSeconds(raw: string | undefined): number {
  return Number(raw) || 60;
}

/** ICAL_SYNC_INTERVAL_MINUTES: minutes between rounds, 0 disables; blank or invalid is the default 30. */
export function icalSyncIntervalMinutes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 30;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 30;
}

/** Reads and validates every environment variable the API uses, in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR ?? resolve(REPO_ROOT, 'data')),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    ownerPassword: e.OWNER_PASSWORD,
    webRoot: resolve(e.WEB_ROOT ?? REPO_ROOT),
    // Without REMOTES_FILE the map written by `npm run deploy:remote` is used once it exists.
    remotesFile: resolve(
      e.REMOTES_FILE ?? resolve(e.DEPLOY_DIR ?? resolve(e.WEB_ROOT ?? REPO_ROOT, 'deploy'), 'remotes.json'),
    ),
    shellOrigin: e.SHELL_ORIGIN?.replace(/\/+$/, ''),
    publicOriginInternal: e.PUBLIC_ORIGIN_INTERNAL?.replace(/\/+$/, ''),
    shellCacheSeconds: e.SHELL_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === undefined ? false : (parseTrustProxy(e.TRUST_PROXY) ?? false),
    publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    production: e.NODE_ENV === 'production',
    docsPublic: e.NODE_ENV !== 'production' || e.DOCS_PUBLIC === '1' || e.DOCS_PUBLIC === 'true',
    metricsToken: e.METRICS_TOKEN,
    deployDir: resolve(e.DEPLOY_DIR ?? resolve(e.WEB_ROOT ?? REPO_ROOT, 'deploy')),
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET ?? 'villa-uploads',
          accessKeyId: e.S3_ACCESS_KEY ?? '',
          secretAccessKey: e.S3_SECRET_KEY ?? '',
          region: e.S3_REGION ?? 'us-east-1',
        }
      : null,
    logLevel: e.LOG_LEVEL,
    db: {
      poolSize: e.DB_POOL_SIZE,
      poolWaitMs: e.DB_POOL_WAIT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
    },
    bookingQueueWaitMs: e.BOOKING_QUEUE_WAIT_MS,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    jobs: {
      optionExpiryIntervalSeconds: optionExpiryIntervalSeconds(e.OPTION_EXPIRY_INTERVAL_SECONDS),
      icalSyncIntervalMinutes: icalSyncIntervalMinutes(e.ICAL_SYNC_INTERVAL_MINUTES),
      // LIFECYCLE_SCAN_MINUTES: how often arrival and review messages are looked for (default 60).
      lifecycleScanMinutes: Number(e.LIFECYCLE_SCAN_MINUTES) > 0 ? Number(e.LIFECYCLE_SCAN_MINUTES) : 60,
    },
    agencyTaxNumber: e.AGENCY_TAX_NUMBER ?? '',
    tcmbUrl: e.TCMB_URL,
    payments: {
      secretKey:
        e.PAYMENT_SECRET_KEY === undefined
          ? undefined
          : (parsePaymentSecretKey(e.PAYMENT_SECRET_KEY) ?? undefined),
      iyzicoBaseUrl: e.IYZICO_BASE_URL?.replace(/\/+$/, ''),
      testMode:
        e.PAYMENT_TEST_MODE === undefined
          ? e.NODE_ENV !== 'production'
          : /^(1|true)$/i.test(e.PAYMENT_TEST_MODE),
      standinPublicUrl: e.PAYMENT_STANDIN_PUBLIC_URL?.replace(/\/+$/, ''),
    },
  };
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `true`/`1` trusts every peer, `false`/`0` none; otherwise a comma-separated list of
 * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). null if invalid.
 */
export function parseTrustProxy(value: string): boolean | string[] | null {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  const entries = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    if (NAMED_RANGES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    if (!/^\d{1,3}$/.test(prefix)) return false;
    return Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length ? entries : null;
}
