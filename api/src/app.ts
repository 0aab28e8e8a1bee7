import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from './db/types.ts';
import { errorHandler } from './lib/error-handler.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { MESSAGES } from './lib/http-error.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { LATE_START_CSP_HASH } from './web/late-start.ts';
import { normalizePublicUrl } from './web/public-origin.ts';
import { safeRemoteOrigins } from './web/remotes.ts';
import { ShellSource, shellPagesPlugin, type ShellOriginOptions } from './web/shell-origin.ts';
import { authRoutes, type LoginLimits } from './modules/auth/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { MemoryFileStore, type FileStore } from './lib/storage.ts';
import type { Redis } from 'ioredis';
import { storagePlugin } from './plugins/storage.ts';
import { mailPlugin } from './plugins/mail.ts';
import { jobsPlugin, type JobsOptions } from './plugins/jobs.ts';
import type { Mailer } from './modules/mailer/mailer.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { loadPaymentSettings } from './modules/payments/settings-store.ts';
import type { PaymentsConfig } from './modules/payments/select.ts';
import type { StandinStartOptions } from './modules/payments/standin/server.ts';

export interface BuildAppOptions {
  db: Db;
  jwtSecret: string;
  jwtTtlSeconds?: number;
  corsOrigins?: string[];
  /** REMOTES_FILE: its remote origins are allowed by the CSP. */
  remotesFile?: string;
  logger?: FastifyServerOptions['logger'];
  loginLimits?: Partial<LoginLimits>;
  /** Uploaded files; tests get an in-memory store. */
  storage?: FileStore;
  /** REDIS_URL: login limits shared by every API instance. */
  redis?: Redis | null;
  /**
   * TRUST_PROXY: client address, host and scheme come from X-Forwarded-* — sent by any peer (true)
   * or only by these proxy addresses/CIDR ranges.
   */
  trustProxy?: boolean | string[];
  /** PUBLIC_URL: the origin of canonical URLs, sitemap, robots.txt and links in e-mails. */
  publicUrl?: string;
  /**
   * Serve the OpenAPI page and document at /docs (default true; in production only with
   * DOCS_PUBLIC=1). The document is built either way: `app.swagger()` keeps working.
   */
  docs?: boolean;
  /** METRICS_TOKEN: GET /metrics (Prometheus) for this bearer token; without it /metrics is not served. */
  metricsToken?: string;
  /**
   * SHELL_ORIGIN (production): the API answers page requests on the shell's index.html and
   * remotes map fetched from the shell's static service; the CSP then follows that map.
   */
  shell?: ShellOriginOptions;
  /** Reservation e-mails (config.mail); without it they are only stored in the outbox. */
  mailer?: Mailer;
  /** Start the option-expiry job and the iCal scheduler once the server listens (config.jobs). */
  jobs?: JobsOptions;
  /** TCMB_URL: where the daily exchange rates are read (default TCMB's today.xml). */
  tcmbUrl?: string;
  /** AGENCY_TAX_NUMBER: the BTrans XML's agency VKN when the agency_tax_number setting is empty. */
  agencyTaxNumber?: string;
  /**
   * Card payments (config.payments): without it, test mode (no stored keys: the local iyzico
   * stand-in); `standin` says where the stand-in listens and how guests' browsers reach it.
   */
  payments?: { config: PaymentsConfig; standin?: StandinStartOptions };
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

// Zod's built-in messages (missing field, wrong type...) in Turkish; our own schemas carry Turkish text.
z.config(z.locales.tr());

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    // Personal data and credentials never reach the logs (lib/log-redaction.ts).
    logger: withLogRedaction(opts.logger ?? false),
    bodyLimit: 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
    // '/v1/admin/banks/' and '/v1/admin/banks' are one route: collection roots were registered as a
    // prefix plus '/', which answered both, and contract routes carry the SPEC's spelling.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ content: { message: MESSAGES.notFound } }),
  );

  // External plugins.
  const shellSource = opts.shell ? new ShellSource(opts.shell, app.log) : null;
  const remoteSources = () =>
    shellSource ? shellSource.remoteOrigins() : safeRemoteOrigins(opts.remotesFile);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the late start of a server-painted page (web/late-start.ts).
        scriptSrc: ["'self'", LATE_START_CSP_HASH, () => remoteSources().join(' ')],
        styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style> tags
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", () => remoteSources().join(' ')],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(cors, { origin: opts.corsOrigins?.length ? opts.corsOrigins : false });
  app.decorate('redis', opts.redis ?? null);
  await app.register(rateLimit, { global: false, ...(opts.redis ? { redis: opts.redis } : {}) });
  await app.register(compress, { global: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Likya Villa API',
        description: 'Villa ve tekne kiralama platformunun API’si. Yanıtlar `content` alanında döner.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (access && access !== 'public') {
        return { ...out, schema: { ...out.schema, security: [{ bearerAuth: [] }] } };
      }
      return out;
    },
  });
  // The document maps every admin route: published only where it is wanted (config.ts docsPublic).
  if (opts.docs ?? true) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.decorate('publicUrl', opts.publicUrl ? normalizePublicUrl(opts.publicUrl) : null);

  // Own plugins.
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { db: opts.db });
  // Before the modules: its onResponse hook times every route.
  if (opts.metricsToken) await app.register(metricsPlugin, { token: opts.metricsToken });
  await app.register(storagePlugin, { storage: opts.storage ?? new MemoryFileStore() });
  await app.register(mailPlugin, { mailer: opts.mailer });
  if (opts.jobs) await app.register(jobsPlugin, opts.jobs);
  // Card payments: the provider from 'Ödeme Ayarları' (keys decrypted here, never sent out).
  const paymentsConfig: PaymentsConfig = opts.payments?.config ?? {
    secretKey: undefined,
    iyzicoBaseUrl: undefined,
    testMode: true,
  };
  await app.register(paymentsPlugin, {
    config: paymentsConfig,
    loadSettings: () =>
      loadPaymentSettings(opts.db, paymentsConfig, (err) =>
        app.log.error({ err }, 'stored payment keys cannot be decrypted: card payment is off'),
      ),
    ...(opts.payments?.standin ? { standin: opts.payments.standin } : {}),
  });
  await app.register(authPlugin, {
    jwtSecret: opts.jwtSecret,
    jwtTtlSeconds: opts.jwtTtlSeconds ?? 28_800,
  });
  // Before the modules: routes declaring `config.idempotent` get Idempotency-Key handling.
  await app.register(idempotencyPlugin);

  // Modules.
  await app.register(healthRoutes);
  await app.register(authRoutes, { limits: opts.loginLimits });
  await app.register(usersRoutes);
  await app.register(dashboardRoutes);
  await app.register(siteRoutes);
  await app.register((await import('./modules/uploads-content/routes.ts')).uploadsContentRoutes);
  await app.register((await import('./modules/settings/routes.ts')).settingsRoutes, {
    tcmbUrl: opts.tcmbUrl,
  });
  await app.register((await import('./modules/website-pages/admin-routes.ts')).websitePagesRoutes);
  // Contract routes (lib/route-kit.ts) carry absolute paths: registered without a prefix.
  await app.register((await import('./modules/banks/routes.ts')).banksRoutes);
  await app.register((await import('./modules/documents/routes.ts')).documentsRoutes);
  await app.register((await import('./modules/blog/routes.ts')).blogAdminRoutes);
  await app.register((await import('./modules/mail-templates/routes.ts')).mailTemplatesRoutes);
  await app.register((await import('./modules/contact-messages/routes.ts')).contactMessagesRoutes);
  await app.register((await import('./modules/comments/routes.ts')).commentsRoutes);
  await app.register((await import('./modules/subscribers/routes.ts')).subscribersRoutes);
  await app.register((await import('./modules/website-pages/public-routes.ts')).publicContentRoutes);
  await app.register((await import('./modules/marinas/routes.ts')).marinasRoutes);
  await app.register((await import('./modules/boat-types/routes.ts')).boatTypesRoutes);
  await app.register((await import('./modules/boats/admin-routes.ts')).boatsRoutes);
  await app.register((await import('./modules/boat-prices/routes.ts')).boatPricesRoutes);
  await app.register((await import('./modules/boat-images/routes.ts')).boatImagesRoutes);
  await app.register((await import('./modules/boat-features/routes.ts')).boatFeaturesRoutes);
  await app.register((await import('./modules/boat-reservations/routes.ts')).boatReservationsRoutes);
  await app.register((await import('./modules/boats/public-routes.ts')).publicBoatsRoutes);

  // Booking area (contract routes, absolute paths: no prefix).
  await app.register((await import('./modules/reservations/admin-routes.ts')).reservationsRoutes);
  await app.register((await import('./modules/transactions/routes.ts')).transactionsRoutes);
  await app.register((await import('./modules/payments/routes.ts')).paymentsRoutes);
  await app.register((await import('./modules/external/routes.ts')).externalRoutes);
  await app.register((await import('./modules/reservations/export-routes.ts')).reservationsExportRoutes);
  await app.register((await import('./modules/transactions/export-routes.ts')).transactionsExportRoutes);
  await app.register((await import('./modules/owner-statements/routes.ts')).ownerStatementsRoutes);
  await app.register((await import('./modules/mailer/routes.ts')).outboxRoutes);
  await app.register((await import('./modules/occupancy/routes.ts')).occupancyRoutes);
  await app.register((await import('./modules/offers/routes.ts')).offersRoutes);
  await app.register((await import('./modules/reports/routes.ts')).reportsRoutes, {
    agencyTaxNumber: opts.agencyTaxNumber ?? '',
  });

  await app.register((await import('./modules/search/routes.ts')).publicSearchRoutes);
  await app.register((await import('./modules/villas/public-routes.ts')).publicVillasRoutes);
  await app.register((await import('./modules/reservations/public-routes.ts')).publicReservationsRoutes);
  await app.register((await import('./modules/lifecycle/review-routes.ts')).reviewRoutes);
  await app.register((await import('./modules/site/routes.ts')).publicSiteRoutes);

  // Villa area (mf-villa-admin): villas, prices, dates, images, comments, features, regions, types, showcases, iCal.
  await app.register((await import('./modules/villas/admin-routes.ts')).villasRoutes);
  await app.register((await import('./modules/villa-prices/routes.ts')).villaPricesRoutes);
  await app.register((await import('./modules/villa-dates/routes.ts')).villaDatesRoutes);
  await app.register((await import('./modules/villa-images/routes.ts')).villaImagesRoutes);
  await app.register((await import('./modules/villa-comments/routes.ts')).villaCommentsRoutes);
  await app.register((await import('./modules/villa-features/routes.ts')).villaFeaturesRoutes);
  await app.register((await import('./modules/towns/routes.ts')).townsRoutes);
  await app.register((await import('./modules/districts/routes.ts')).districtsRoutes);
  await app.register((await import('./modules/villa-types/routes.ts')).villaTypesRoutes);
  await app.register((await import('./modules/showcases/routes.ts')).showcasesRoutes);
  await app.register((await import('./modules/ical-sync/routes.ts')).icalSyncRoutes);

  // Production pages: head, status and first screen written into the shell's template.
  if (shellSource) await app.register(shellPagesPlugin, { source: shellSource });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
