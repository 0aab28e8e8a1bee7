import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The monorepo root (api/src/config.ts → ../..). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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
  TRUST_PROXY: optional,
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY: optional,
  S3_SECRET_KEY: optional,
  S3_REGION: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Behind a proxy: take the client IP from X-Forwarded-For (login limits per IP). */
  trustProxy: boolean;
  /** Object storage for uploads; without it they stay in DATA_DIR/uploads. */
  s3: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  } | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
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
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
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
  };
}
