import { readFile, stat } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { loadRemotesMap, type RemotesMap } from './remotes.ts';
import { isApiPath, preloadTags, sendPage, type ManifestForPreload } from './page.ts';

export { injectCritical, injectRemotesMap } from './page.ts';

export interface StaticOptions {
  /** Folder holding shell/ and the mf-* remotes, each with its built dist/. */
  webRoot: string;
  remotesFile?: string | undefined;
}

const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const HASHED_NAME = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const REMOTE_DIR = /^mf-[a-z0-9-]+$/;

export function cacheControlFor(relPath: string): string {
  const name = basename(relPath);
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  if (relPath.split('/').includes('assets') && HASHED_NAME.test(name)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

const manifestCache = new Map<string, { mtimeMs: number; tags: string }>();

/**
 * Preload hints for the storefront: its manifest, remote entry and the chunks its parcel needs at
 * once, so the browser fetches them in parallel instead of one after another (ARCHITECTURE.md,
 * serving public pages fast). Only for a storefront served from this server.
 */
export function storefrontPreloads(webRoot: string, map: RemotesMap): string {
  const url = map.storefront;
  const m = url ? /^\/remotes\/(mf-[a-z0-9-]+)\/mf-manifest\.json$/.exec(url) : null;
  if (!m?.[1]) return '';
  const dir = m[1];
  const file = join(webRoot, dir, 'dist', 'mf-manifest.json');
  try {
    const { mtimeMs } = statSync(file);
    const cached = manifestCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.tags;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as ManifestForPreload;
    const tags = preloadTags(`/remotes/${dir}/`, manifest);
    manifestCache.set(file, { mtimeMs, tags });
    return tags;
  } catch {
    return '';
  }
}

/** Resolves `rel` inside `root`, or undefined when it escapes root or is not a file. */
async function fileInside(root: string, rel: string): Promise<string | undefined> {
  const full = resolve(root, rel);
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  try {
    return (await stat(full)).isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(reply: FastifyReply, root: string, rel: string) {
  reply.header('cache-control', cacheControlFor(rel));
  return reply.sendFile(rel, root, { cacheControl: false });
}

/** Embedded mode: serves the built shell and remotes from the API's port. */
export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, opts) => {
  const shellDist = resolve(opts.webRoot, 'shell', 'dist');
  // Builds carry brotli and gzip copies of their text files (scripts/precompress.mjs): sent as they
  // are, with the plain file for clients that accept neither.
  await app.register(fastifyStatic, { root: shellDist, serve: false, preCompressed: true });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const map = loadRemotesMap(opts.remotesFile);
    const template = await readFile(join(shellDist, 'index.html'), 'utf8');
    return sendPage(app, request, reply, {
      template,
      map,
      preloads: () => storefrontPreloads(opts.webRoot, map),
    });
  };

  app.get(
    '/remotes.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(loadRemotesMap(opts.remotesFile)),
  );

  app.get<{ Params: { dir: string; '*': string } }>(
    '/remotes/:dir/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { dir, '*': rel } = request.params;
      if (!REMOTE_DIR.test(dir)) throw notFound();
      const root = resolve(opts.webRoot, dir, 'dist');
      if (!(await fileInside(root, rel))) throw notFound();
      return sendFile(reply, root, rel);
    },
  );

  app.get<{ Params: { '*': string } }>(
    '/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path)) throw notFound();
      const rel = decodeURIComponent(request.params['*']);
      if (rel === '' || rel === 'index.html') return sendIndex(request, reply);
      if (await fileInside(shellDist, rel)) return sendFile(reply, shellDist, rel);
      if (extname(rel) !== '') throw notFound(); // a missing file, not an app route
      return sendIndex(request, reply);
    },
  );
};
