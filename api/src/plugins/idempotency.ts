import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { isTransientDbError } from '../db/errors.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Honour the Idempotency-Key request header (IETF draft "The Idempotency-Key HTTP Header
     * Field"): a retry with the same key and request gets the first response again instead of
     * running twice. Every public write declares it (test/idempotency.test.ts keeps it so).
     */
    idempotent?: boolean;
  }
  interface FastifyInstance {
    /** Public (access 'public') write routes and whether they declare `idempotent`. */
    publicWrites: { method: string; url: string; idempotent: boolean }[];
  }
  interface FastifyRequest {
    /** This request's claim on its Idempotency-Key, when it holds one. */
    idempotency: { key: string; fingerprint: string; transient: boolean } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a response that is a stored one replayed (same key, same request). */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its response are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim with no response after this long belongs to a request that died: it may be taken over. */
const STALE_CLAIM = '2 minutes';
const CLEANUP_EVERY_MS = 10 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  malformed:
    'Idempotency-Key başlığı geçersiz: 1–255 karakterlik tek bir değer olmalı (ör. "8e03978e-40d5-43e8-bc93-6894a57f9324").',
  mismatch:
    'Bu Idempotency-Key başka bir istekle kullanılmış; yeni bir istek için yeni bir anahtar gönderin.',
  inFlight: 'Aynı istek hâlâ işleniyor; lütfen birkaç saniye sonra tekrar deneyin.',
} as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The header as the OpenAPI document shows it (its syntax is checked by checkKey, in Turkish). */
const headersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'İsteğe bağlı: bu işlem için üretilmiş tek kullanımlık anahtar (ör. "8e03978e-40d5-43e8-bc93-6894a57f9324"). ' +
        'Aynı anahtar ve aynı istek 24 saat içinde tekrar gönderilirse ilk yanıt döner (Idempotent-Replayed: true).',
    ),
});
// sf-string (RFC 8941 §3.3.3): printable ASCII, with \" and \\ escaped.
const SF_STRING = /^"((?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\["\\])*)"$/;
// Also taken unquoted, as most clients send it (a UUID, a token, base64).
const BARE_KEY = /^[A-Za-z0-9._~:+/=-]+$/;

/**
 * The key of an Idempotency-Key header: null when there is none, undefined when it is malformed
 * (not one string of 1–255 printable characters: empty, a list, control characters...).
 */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null | undefined {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) return undefined;
  const value = raw.trim();
  let key: string;
  const quoted = SF_STRING.exec(value);
  if (quoted) key = quoted[1]!.replace(/\\(["\\])/g, '$1');
  else if (BARE_KEY.test(value)) key = value;
  else return undefined;
  return key.length >= 1 && key.length <= 255 ? key : undefined;
}

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${stableJson(body)}`)
    .digest('base64url');
}

/** A response worth replaying: not a server failure, a rate limit or a transient conflict. */
function storable(status: number, transient: boolean): boolean {
  return status < 500 && status !== 429 && status !== 408 && !transient;
}

/**
 * Idempotency-Key for the routes that declare `config.idempotent` (every public write):
 *  - no header: the request runs as always;
 *  - a malformed key: 400;
 *  - a new key: the request runs and its response (status, body) is kept 24 hours;
 *  - the same key and the same request (method, path, validated body) again: the kept response,
 *    with `Idempotent-Replayed: true`, and nothing runs;
 *  - the same key with another request: 422; while the first is still running: 409.
 * A 5xx, 429 or transient (lock/busy) answer is not kept: the key is freed for a retry.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    app.decorate('publicWrites', [] as { method: string; url: string; idempotent: boolean }[]);
    let lastCleanup = 0;

    const cleanup = () => {
      if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
      lastCleanup = Date.now();
      app.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, sql`now()`))
        .catch((err: unknown) => app.log.warn({ err }, 'idempotency key cleanup failed'));
    };

    /** Claims the key for this request; the stored row when someone else has it. */
    async function claim(key: string, fingerprint: string) {
      const expiresAt = new Date(Date.now() + IDEMPOTENCY_TTL_MS);
      const fresh = { fingerprint, responseStatus: null, responseBody: null, responseType: null, expiresAt };
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await app.db
          .insert(idempotencyKeys)
          .values({ key, ...fresh })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length) return null;
        // An expired key is free again (one of two concurrent requests gets it).
        const renewed = await app.db
          .update(idempotencyKeys)
          .set({ ...fresh, startedAt: sql`now()` })
          .where(and(eq(idempotencyKeys.key, key), lt(idempotencyKeys.expiresAt, sql`now()`)))
          .returning({ key: idempotencyKeys.key });
        if (renewed.length) return null;
        const [row] = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
        if (!row) continue; // freed meanwhile: try again
        if (row.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.mismatch);
        if (row.responseStatus !== null) return row;
        // A claim nobody answered for STALE_CLAIM (its process died) is taken over; compared in
        // the database, so of two requests doing it at once only one gets it.
        const taken = await app.db
          .update(idempotencyKeys)
          .set({ startedAt: sql`now()`, expiresAt })
          .where(
            and(
              eq(idempotencyKeys.key, key),
              isNull(idempotencyKeys.responseStatus),
              lt(idempotencyKeys.startedAt, sql`now() - ${STALE_CLAIM}::interval`),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (taken.length) return null;
        throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
      }
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
    }

    const checkKey = async (request: FastifyRequest) => {
      if (parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) === undefined) {
        throw new HttpError(400, IDEMPOTENCY_MESSAGES.malformed);
      }
    };

    const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) return;
      cleanup();
      const fingerprint = requestFingerprint(request.method, request.url, request.body);
      let stored: Awaited<ReturnType<typeof claim>>;
      try {
        stored = await claim(key, fingerprint);
      } catch (err) {
        // The first is still running: the client may ask again in a moment (the shared client does).
        if (err instanceof HttpError && err.statusCode === 409) {
          return reply
            .code(409)
            .header('retry-after', '1')
            .send({ content: { message: err.message } });
        }
        throw err;
      }
      if (!stored) {
        request.idempotency = { key, fingerprint, transient: false };
        return;
      }
      reply
        .code(stored.responseStatus!)
        .header(REPLAYED_HEADER, 'true')
        .header('content-type', stored.responseType ?? 'application/json; charset=utf-8');
      return reply.send(stored.responseBody ?? '');
    };

    const markTransient = async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
      if (request.idempotency && isTransientDbError(error)) request.idempotency.transient = true;
    };

    // Runs before the compression hook, so the body kept is the JSON text itself.
    const keepResponse: onSendHookHandler = async (request, reply, payload) => {
      const claimed = request.idempotency;
      if (!claimed) return payload;
      request.idempotency = null;
      const where = and(
        eq(idempotencyKeys.key, claimed.key),
        eq(idempotencyKeys.fingerprint, claimed.fingerprint),
        isNull(idempotencyKeys.responseStatus),
      );
      try {
        const body =
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
        if (storable(reply.statusCode, claimed.transient) && body !== null) {
          const type = reply.getHeader('content-type');
          await app.db
            .update(idempotencyKeys)
            .set({
              responseStatus: reply.statusCode,
              responseBody: body,
              responseType: typeof type === 'string' ? type : null,
            })
            .where(where);
        } else {
          await app.db.delete(idempotencyKeys).where(where);
        }
      } catch (err) {
        // The answer still goes out; a retry finds the claim and, after STALE_CLAIM, runs again.
        request.log.error({ err, key: claimed.key }, 'idempotency: response not stored');
      }
      return payload;
    };

    const asArray = <T>(hook: T | T[] | undefined): T[] =>
      hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = asArray(route.method).map((m) => String(m).toUpperCase());
      const access = route.config?.access;
      if (access === 'public' && methods.some((m) => WRITE_METHODS.has(m))) {
        app.publicWrites.push({
          method: methods.join(','),
          url: route.url,
          idempotent: route.config?.idempotent === true,
        });
      }
      if (route.config?.idempotent !== true) return;
      if (route.schema && !route.schema.headers) route.schema = { ...route.schema, headers: headersSchema };
      route.preValidation = [checkKey, ...asArray(route.preValidation)];
      route.preHandler = [...asArray(route.preHandler), claimKey];
      route.onError = [...asArray(route.onError), markTransient];
      // Other plugins (compression) add their onSend hooks to the route too: this one goes first.
      route.onSend = [keepResponse, ...asArray(route.onSend)];
    });
  },
  { name: 'idempotency', dependencies: ['db'] },
);
