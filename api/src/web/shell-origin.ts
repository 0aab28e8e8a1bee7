// Production pages (SHELL_ORIGIN): the front proxy sends every page request (a path without a file
// extension that is not the API's) here, and the API answers it like the embedded mode does, on the
// shell's index.html and remotes map fetched from the shell's static service instead of a local web
// root. Both are kept in memory and revalidated (If-None-Match / If-Modified-Since) once the cache
// window has passed, so a redeployed shell shows within seconds; a failed fetch falls back to the
// last copy. Files (assets, remotes.json, manifests) never come here: the proxy serves them.
import { extname } from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { isApiPath, preloadTags, sendPage, type ManifestForPreload } from './page.ts';
import { parseRemotesMap, remoteOrigins, type RemotesMap } from './remotes.ts';

export interface ShellOriginOptions {
  /** SHELL_ORIGIN: the shell's static service, serving /index.html and /remotes.json. */
  origin: string;
  /**
   * PUBLIC_ORIGIN_INTERNAL: the site as the API reaches it (the front proxy); root-relative remote
   * URLs of the map (/remotes/mf-storefront/mf-manifest.json) are fetched from it. Default: origin.
   */
  internalOrigin?: string | undefined;
  /** How long a fetched copy is used before it is revalidated, in ms (default 15 s). */
  cacheMs?: number | undefined;
  /** Time limit of one fetch, in ms (default 3 s). */
  timeoutMs?: number | undefined;
}

/** Shown (503) when the shell's index.html was never fetched and cannot be now. */
export const SHELL_UNAVAILABLE_MESSAGE =
  'Site şu anda açılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.';

const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Geçici olarak kullanılamıyor</title>' +
  `</head><body><p>${SHELL_UNAVAILABLE_MESSAGE}</p></body></html>`;

interface Copy {
  body: string;
  etag: string | null;
  lastModified: string | null;
}

/**
 * A text file fetched over HTTP and kept in memory. Within `ttlMs` of the last check the copy is
 * used as it is; after that the next caller revalidates it (a conditional request, so an unchanged
 * file costs a 304) while concurrent callers wait for the same request. When the fetch fails the
 * last copy is kept (and checked again after another window); without one the error is thrown, and
 * thrown again without a new attempt for `retryMs`.
 */
export class RevalidatingText {
  private copy: Copy | undefined;
  private checkedAt = 0;
  private failure: { at: number; error: unknown } | undefined;
  private inflight: Promise<string> | undefined;

  constructor(
    readonly url: string,
    private readonly opts: {
      ttlMs: number;
      timeoutMs: number;
      retryMs: number;
      log: FastifyBaseLogger;
    },
  ) {}

  get(): Promise<string> {
    const now = Date.now();
    if (this.copy && now - this.checkedAt < this.opts.ttlMs) return Promise.resolve(this.copy.body);
    if (!this.copy && this.failure && now - this.failure.at < this.opts.retryMs) {
      return Promise.reject(this.failure.error);
    }
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async refresh(): Promise<string> {
    const headers: Record<string, string> = {};
    if (this.copy?.etag) headers['if-none-match'] = this.copy.etag;
    if (this.copy?.lastModified) headers['if-modified-since'] = this.copy.lastModified;
    try {
      const res = await fetch(this.url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs) });
      if (res.status === 304 && this.copy) {
        await res.body?.cancel();
        this.checkedAt = Date.now();
        return this.copy.body;
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new Error(`GET ${this.url}: HTTP ${res.status}`);
      }
      const body = await res.text();
      this.copy = { body, etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') };
      this.checkedAt = Date.now();
      this.failure = undefined;
      return body;
    } catch (err) {
      if (this.copy) {
        this.opts.log.warn({ err, url: this.url }, 'shell file fetch failed: using the cached copy');
        this.checkedAt = Date.now();
        return this.copy.body;
      }
      this.opts.log.warn({ err, url: this.url }, 'shell file fetch failed: no cached copy');
      this.failure = { at: Date.now(), error: err };
      throw err;
    }
  }
}

const trimSlash = (origin: string) => origin.replace(/\/+$/, '');

/** The shell's template and remotes map, and the storefront's manifest, from their services. */
export class ShellSource {
  private readonly index: RevalidatingText;
  private readonly remotes: RevalidatingText;
  private readonly internalOrigin: string;
  private readonly fetchOpts: ConstructorParameters<typeof RevalidatingText>[1];
  private parsed: { body: string; map: RemotesMap } | undefined;
  private manifest: { text: RevalidatingText; body?: string; tags: string } | undefined;
  /** The map of the last page (or null before any): its remote origins go into the CSP. */
  private lastMap: RemotesMap | null = null;

  constructor(opts: ShellOriginOptions, log: FastifyBaseLogger) {
    const origin = trimSlash(opts.origin);
    this.internalOrigin = trimSlash(opts.internalOrigin ?? origin);
    const ttlMs = opts.cacheMs ?? 15_000;
    this.fetchOpts = { ttlMs, timeoutMs: opts.timeoutMs ?? 3_000, retryMs: Math.min(ttlMs, 2_000), log };
    this.index = new RevalidatingText(`${origin}/index.html`, this.fetchOpts);
    this.remotes = new RevalidatingText(`${origin}/remotes.json`, this.fetchOpts);
  }

  /** The shell's index.html; rejects when it was never fetched and cannot be now. */
  template(): Promise<string> {
    return this.index.get();
  }

  /** The shell's runtime map (its /remotes.json), or null when it is unknown. */
  async remotesMap(): Promise<RemotesMap | null> {
    let body: string;
    try {
      body = await this.remotes.get();
    } catch {
      return null;
    }
    if (this.parsed?.body !== body) {
      try {
        this.parsed = { body, map: parseRemotesMap(body, this.remotes.url) };
      } catch (err) {
        // A broken map: the last good one, if any, stays in use.
        this.fetchOpts.log.warn({ err }, 'shell remotes.json is not a JSON object');
        if (!this.parsed) return null;
      }
    }
    this.lastMap = this.parsed?.map ?? null;
    return this.lastMap;
  }

  /** Remote origins of the current map, for the CSP. */
  remoteOrigins(): string[] {
    return this.lastMap ? remoteOrigins(this.lastMap) : [];
  }

  /**
   * Preload hints for the storefront named in `map`: its mf-manifest.json is fetched from the URL in
   * the map (a root-relative one from the internal origin); '' when it is unreachable.
   */
  async storefrontPreloads(map: RemotesMap): Promise<string> {
    const ref = map.storefront ?? '';
    const path = ref.split(/[?#]/)[0] ?? '';
    let url: string;
    if (/^https?:\/\//.test(ref)) url = ref;
    else if (ref.startsWith('/') && !ref.startsWith('//')) url = `${this.internalOrigin}${ref}`;
    else return '';
    // Only a JSON file: an extensionless URL would reach the proxy's page route, that is, this server.
    if (!path.endsWith('.json')) return '';
    if (this.manifest?.text.url !== url) {
      this.manifest = { text: new RevalidatingText(url, this.fetchOpts), tags: '' };
    }
    const cached = this.manifest;
    let body: string;
    try {
      body = await cached.text.get();
    } catch {
      return '';
    }
    if (cached.body !== body) {
      try {
        const manifest = JSON.parse(body) as ManifestForPreload;
        // Addressed as the browser will: the folder of the map's URL.
        cached.tags = preloadTags(path.slice(0, path.lastIndexOf('/') + 1), manifest, ref);
      } catch {
        cached.tags = '';
      }
      cached.body = body;
    }
    return cached.tags;
  }
}

/** Page routes of the SHELL_ORIGIN mode: every path that is not the API's and has no file extension. */
export const shellPagesPlugin: FastifyPluginAsync<{ source: ShellSource }> = async (app, { source }) => {
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    if (isApiPath(rawPath)) throw notFound();
    let path = rawPath;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      // A malformed escape: judged as written.
    }
    // A file: the proxy serves files from the shell and the remotes, never from here.
    if (extname(path) !== '') throw notFound();
    const [template, map] = await Promise.all([source.template().catch(() => null), source.remotesMap()]);
    if (template === null) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE_PAGE);
    }
    // Helmet wrote the CSP before this page's map was known: again, with its remote origins.
    reply.helmet();
    return sendPage(app, request, reply, {
      template,
      map,
      preloads: () => (map ? source.storefrontPreloads(map) : ''),
    });
  });
};
