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
import { MESSAGES } from './lib/http-error.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { safeRemoteOrigins } from './web/remotes.ts';
import { authRoutes, type LoginLimits } from './modules/auth/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { MemoryFileStore, type FileStore } from './lib/storage.ts';
import { storagePlugin } from './plugins/storage.ts';

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
}

// Zod's built-in messages (missing field, wrong type...) in Turkish; our own schemas carry Turkish text.
z.config(z.locales.tr());

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ content: { message: MESSAGES.notFound } }),
  );

  // External plugins.
  const remoteSources = () => safeRemoteOrigins(opts.remotesFile);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", () => remoteSources().join(' ')],
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
  await app.register(rateLimit, { global: false });
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
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // Own plugins.
  await app.register(dbPlugin, { db: opts.db });
  await app.register(storagePlugin, { storage: opts.storage ?? new MemoryFileStore() });
  await app.register(authPlugin, {
    jwtSecret: opts.jwtSecret,
    jwtTtlSeconds: opts.jwtTtlSeconds ?? 28_800,
  });

  // Modules.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/v1/auth', limits: opts.loginLimits });
  await app.register(usersRoutes, { prefix: '/v1/admin/users' });
  await app.register(dashboardRoutes, { prefix: '/v1/admin' });
  await app.register(siteRoutes, { prefix: '/v1' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
