// The one place the site's public origin (canonical URLs, og:url, JSON-LD, sitemap.xml, robots.txt,
// links in e-mails, iCal UIDs) comes from. PUBLIC_URL when it is set; only without it the request's
// own host, and X-Forwarded-Host/-Proto only from a trusted proxy (TRUST_PROXY, applied by
// Fastify's request.host and request.protocol): a Host or X-Forwarded-Host a client makes up must
// never end up in what crawlers, caches or guests' mailboxes keep.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL as an origin (`https://www.likyavilla.com.tr`), or null. */
    publicUrl: string | null;
  }
}

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62}))*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** PUBLIC_URL as the origin it names (scheme, host, port), or throws on anything else. */
export function normalizePublicUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must be http(s)');
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw new Error('PUBLIC_URL must be an origin such as https://www.likyavilla.com.tr');
  return url.origin;
}

/** The site's public origin for this request (see the top of this file). */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.publicUrl;
  if (configured) return configured;
  const host = request.host;
  if (!HOST.test(host)) throw new HttpError(400, 'Geçersiz Host başlığı.');
  const proto = request.protocol === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}
