import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { cacheControlFor } from './static.ts';

const REMOTE_DIR = /^mf-[a-z0-9-]+$/;
const VERSION = /^[0-9]{14}-[0-9a-f]{8}$/;

/**
 * Serves the versioned remote builds of `npm run deploy:remote` at
 * /deploy/<remote>/<version>/…: manifests and entries no-cache, hashed assets
 * immutable. Earlier versions stay servable, so a visitor mid-session whose
 * page still uses them keeps working after a switch.
 */
export const deploymentsPlugin: FastifyPluginAsync<{ deployDir: string }> = async (app, opts) => {
  const root = resolve(opts.deployDir);
  mkdirSync(root, { recursive: true });
  // Deployed builds carry brotli and gzip copies of their text files (scripts/precompress.mjs).
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get<{ Params: { dir: string; version: string; '*': string } }>(
    '/deploy/:dir/:version/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { dir, version, '*': rel } = request.params;
      if (!REMOTE_DIR.test(dir) || !VERSION.test(version)) throw notFound();
      const base = resolve(root, dir, version);
      const full = resolve(base, rel);
      if (!full.startsWith(base + sep)) throw notFound();
      try {
        if (!(await stat(full)).isFile()) throw notFound();
      } catch {
        throw notFound();
      }
      reply.header('cache-control', cacheControlFor(rel));
      return reply.sendFile(rel, base, { cacheControl: false });
    },
  );
};
