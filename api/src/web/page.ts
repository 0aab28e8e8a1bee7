// One page answer for both ways the platform runs: the shell's index.html with the page's head,
// status, critical markup, storefront preload hints and remotes map written in. The embedded mode
// (static.ts) reads the template and the map from disk; the production mode (shell-origin.ts)
// fetches them from the shell's static service (SHELL_ORIGIN).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { criticalFor, type CriticalMarkup } from './critical.ts';
import type { RemotesMap } from './remotes.ts';
import { startScriptsAfterPaint } from './late-start.ts';
import { publicOrigin } from './public-origin.ts';
import { headFor, injectHead } from './seo.ts';

/** Paths that belong to the API; never answered with the single-page app. */
export const API_PREFIXES = ['/v1', '/v2', '/docs', '/healthz', '/readyz', '/metrics'];

export const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** The remotes map written into index.html, so the shell needs no extra round trip. */
export function injectRemotesMap(html: string, map: RemotesMap): string {
  // JSON in a data block: escaping '<' keeps '</script>' and '<!--' from ending it.
  const tag = `<script type="application/json" id="remotes-map">${JSON.stringify(map).replace(/</g, '\\u003c')}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : `${tag}${html}`;
}

/**
 * Writes the critical markup: its early tags at the start of the head, its style at the end of
 * the head, its markup into #root and its data after it.
 */
export function injectCritical(html: string, critical: CriticalMarkup): string {
  // Function replacers: the inserted text is taken as it is ('$' has no meaning in it).
  return html
    .replace(/<head>/, () => `<head>${critical.early ?? ''}`)
    .replace('</head>', () => `${critical.style}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${critical.body}</div>${critical.data ?? ''}`);
}

/** What an mf-manifest.json says about the storefront's entry and the chunks its parcel needs at once. */
export interface ManifestForPreload {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preload hints for the storefront: its manifest, remote entry and the chunks its parcel needs at
 * once, so the browser fetches them in parallel instead of one after another (ARCHITECTURE.md,
 * serving public pages fast). `base` is the folder of the manifest as the browser addresses it,
 * `manifestHref` the manifest's own URL as the shell fetches it (the one in the remotes map).
 */
export function preloadTags(
  base: string,
  manifest: ManifestForPreload,
  manifestHref = `${base}mf-manifest.json`,
): string {
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const chunks = manifest.exposes?.[0]?.assets?.js?.sync ?? [];
  return [
    `<link rel="preload" as="fetch" crossorigin href="${attr(manifestHref)}">`,
    `<link rel="modulepreload" crossorigin href="${attr(`${base}${entry}`)}">`,
    ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="${attr(`${base}${c}`)}">`),
  ].join('');
}

export interface PageParts {
  /** The shell's index.html. */
  template: string;
  /** The remotes map to write into the page; null leaves it out (the shell then asks /remotes.json). */
  map: RemotesMap | null;
  /** Preload hints for the storefront ('' for none); asked only for public pages. */
  preloads: () => string | Promise<string>;
}

/**
 * Answers a page request: public pages get their own title, description, social tags, status (404
 * for unknown slugs), storefront preload hints and critical markup; every page gets the remotes map.
 */
export async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  parts: PageParts,
) {
  let html = parts.template;
  const rawPath = request.url.split('?')[0] ?? '/';
  let path = rawPath;
  try {
    path = decodeURI(rawPath);
  } catch {
    // A malformed escape: judged as written.
  }
  // Public pages: the page's own title, description, social tags and status (404 for unknown slugs).
  const head = await headFor(app.db, path).catch((err: unknown) => {
    request.log.warn({ err }, 'page head failed');
    return null;
  });
  if (head) {
    html = injectHead(html, head, publicOrigin(request));
    const preloads = await parts.preloads();
    if (preloads) html = html.replace('</head>', () => `${preloads}</head>`);
    const brand = head.title.split(' | ').pop() ?? '';
    const critical = await criticalFor(
      app,
      path.length > 1 ? path.replace(/\/+$/, '') : path,
      brand,
      head.status,
      request.url.split('?')[1] ?? '',
    ).catch((err: unknown) => {
      request.log.warn({ err }, 'critical markup failed');
      return null;
    });
    if (critical) html = injectCritical(html, critical);
    // A page with a painted first screen starts its scripts after that paint (late-start.ts).
    if (critical?.body) html = startScriptsAfterPaint(html);
    reply.status(head.status);
  }
  if (parts.map) html = injectRemotesMap(html, parts.map);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
