import { Redis } from 'ioredis';
import { LocalFileStore } from './lib/storage.ts';
import { S3FileStore } from './lib/s3-storage.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { createMailer } from './modules/mailer/mailer.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { loadConfig } from './config.ts';
import { openDb, type DbHandle } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedIfEmpty } from './seeds/base.ts';
import { seedDemoCatalog } from './seeds/demo.ts';
import { deploymentsPlugin } from './web/deployments.ts';
import { staticPlugin } from './web/static.ts';

async function main() {
  const config = loadConfig();
  let handle: DbHandle;
  try {
    handle = await openDb(
      config.databaseUrl
        ? {
            driver: 'pg',
            url: config.databaseUrl,
            ...config.db,
            bookingQueueWaitMs: config.bookingQueueWaitMs,
          }
        : { driver: 'pglite', dataDir: config.dataDir, bookingQueueWaitMs: config.bookingQueueWaitMs },
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const storage = config.s3
    ? new S3FileStore({ ...config.s3, prefix: 'uploads/' })
    : new LocalFileStore(join(config.dataDir, 'uploads'));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app?.close();
    } finally {
      redis?.disconnect();
      await handle.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await handle.migrate();
    const seeded = await seedIfEmpty(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      ownerPassword: config.ownerPassword,
    });
    // The storefront's demo catalogue (villas, photos, prices, bookings), on the first start only.
    if (seeded) await seedDemoCatalog(handle.db, storage);
    const jwtSecret = await resolveJwtSecret({
      configured: config.jwtSecret,
      driver: handle.driver,
      dataDir: config.dataDir,
      db: handle.db,
    });

    app = await buildApp({
      db: handle.db,
      storage,
      redis,
      trustProxy: config.trustProxy,
      ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
      docs: config.docsPublic,
      ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
      jwtSecret,
      jwtTtlSeconds: config.jwtTtlSeconds,
      corsOrigins: config.corsOrigins,
      remotesFile: config.remotesFile,
      mailer: createMailer(config.mail),
      jobs: { driver: handle.driver, ...config.jobs },
      agencyTaxNumber: config.agencyTaxNumber,
      ...(config.tcmbUrl ? { tcmbUrl: config.tcmbUrl } : {}),
      payments: {
        config: config.payments,
        ...(config.payments.standinPublicUrl
          ? { standin: { publicUrl: config.payments.standinPublicUrl } }
          : {}),
      },
      logger: { level: config.logLevel },
      ...(config.shellOrigin
        ? {
            shell: {
              origin: config.shellOrigin,
              internalOrigin: config.publicOriginInternal,
              cacheMs: config.shellCacheSeconds * 1000,
            },
          }
        : {}),
    });
    if (config.production && !config.publicUrl) {
      app.log.warn(
        "PUBLIC_URL is not set: canonical links, the sitemap, robots.txt and mail links use each request's Host header; set PUBLIC_URL to the site origin",
      );
    }
    const shellIndex = join(config.webRoot, 'shell', 'dist', 'index.html');
    if (config.shellOrigin) {
      // Production: files come from the static services behind the proxy, pages from buildApp's
      // SHELL_ORIGIN routes.
      app.log.info(
        { shellOrigin: config.shellOrigin },
        'pages rendered on the shell template of SHELL_ORIGIN',
      );
    } else if (existsSync(shellIndex)) {
      await app.register(deploymentsPlugin, { deployDir: config.deployDir });
      await app.register(staticPlugin, { webRoot: config.webRoot, remotesFile: config.remotesFile });
    } else {
      app.log.warn({ shellIndex }, 'front end not built: serving the API only');
    }

    // The jobs plugin starts the option-expiry job and the iCal scheduler once the server listens.
    await app.listen({ port: config.port, host: config.host });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${shownHost}:${config.port}`;
    const lines = [
      '',
      `Likya Villa is running at ${url}${config.docsPublic ? `  (API docs: ${url}/docs)` : ''}`,
      `Database: ${handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    ];
    if (seeded) {
      lines.push(
        'First start: demo data created. Sign in at /dashboard/login with:',
        `  ADMIN  ${seeded.admin.email}  password: ${config.adminPassword ? '(ADMIN_PASSWORD)' : seeded.admin.password}`,
        `  OWNER  ${seeded.owner.email}  password: ${config.ownerPassword ? '(OWNER_PASSWORD)' : seeded.owner.password}`,
        'These passwords are shown only once; change them after signing in.',
      );
    }
    console.log(lines.join('\n') + '\n');
  } catch (err) {
    console.error(err);
    await app?.close().catch(() => {});
    await handle.close().catch(() => {});
    process.exit(1);
  }
}

void main();
