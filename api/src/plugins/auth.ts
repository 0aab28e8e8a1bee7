import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '@villa/shared/contracts/roles';
import { revokedTokens, users } from '../db/schema/users.ts';
import { createTokenService, type TokenService } from '../auth/tokens.ts';
import type { AuthUser, RouteAccess } from '../auth/types.ts';
import { HttpError, MESSAGES } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: 'public' or the roles allowed (checked at startup). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in user; null on public routes. */
    user: AuthUser | null;
    /** The verified bearer token's id and expiry (seconds); null on public routes. */
    token: { jti: string; exp: number } | null;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  jwtTtlSeconds: number;
}

/** Routes that belong to plugins (Swagger UI) rather than to the product. */
const EXEMPT_PREFIXES = ['/docs'];

/** Answers about sessions and staff data that no browser or proxy may keep. */
const NO_STORE_PATH = /^\/v1\/(admin|auth)(\/|\?|$)/;

/** Writes that can end sessions: logout and the users' routes (deactivation, password, revoke). */
const SESSION_WRITE_PATH = /^\/v1\/(auth\/logout|admin\/users)(\/|\?|$)/;

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Declared access per route: an onRoute hook refuses to start when a route has none,
 * an onRequest hook checks the bearer token, the user and the role.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    const tokens = createTokenService(opts.jwtSecret, opts.jwtTtlSeconds);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);
    /** Bumped by every write that can end sessions; part of the shared lookups' key (below). */
    let sessionEpoch = 0;

    // Every admin and auth answer, errors and unknown paths included, and every answer of a route
    // that declares roles: Cache-Control no-store (onSend runs for all of them, after the handler).
    app.addHook('onSend', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (NO_STORE_PATH.test(request.url) || (access !== undefined && access !== 'public')) {
        reply.header('cache-control', 'no-store');
      }
      // A write that can end sessions (logout, 'Tüm oturumları kapat', deactivation, a new
      // password) has committed: lookups that started before it are not shared with later requests.
      if (request.method !== 'GET' && request.method !== 'HEAD' && SESSION_WRITE_PATH.test(request.url)) {
        sessionEpoch++;
      }
    });

    app.addHook('onRoute', (route) => {
      if (EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) return;
      const access = route.config?.access;
      const valid =
        access === 'public' || (Array.isArray(access) && access.length > 0 && access.every((r) => isRole(r)));
      if (!valid) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares no access: add config: { access: 'public' } or { access: ['ADMIN', ...] }`,
        );
      }
    });

    // One indexed lookup: the user by id, and whether this token was signed out (jti). Requests
    // with one token that arrive while its lookup runs (a client's burst) share that lookup, so
    // they cannot fill the connection pool ahead of everyone else; nothing is kept after it ends.
    const inFlight = new Map<string, Promise<SessionRow | undefined>>();
    async function querySession(id: number, jti: string) {
      const [row] = await app.db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          active: users.active,
          tokenVersion: users.tokenVersion,
          revoked:
            sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`.mapWith(
              (v: unknown) => v === true || v === 't',
            ),
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    }
    type SessionRow = NonNullable<Awaited<ReturnType<typeof querySession>>>;
    function lookupSession(id: number, jti: string): Promise<SessionRow | undefined> {
      const key = `${sessionEpoch}:${id}:${jti}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = querySession(id, jti).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      // Unmatched URLs (404 handler) and public routes need no user.
      if (access === undefined || access === 'public') return;

      const token = bearerToken(request);
      if (!token) throw new HttpError(401, MESSAGES.unauthenticated);
      const result = tokens.verify(token);
      if (!result.ok) {
        throw new HttpError(401, result.reason === 'expired' ? MESSAGES.expired : MESSAGES.unauthenticated);
      }
      const row = await lookupSession(result.payload.id, result.payload.jti);
      // Deactivation, password changes and 'Tüm oturumları kapat' bump token_version, which
      // revokes every older token; logout puts one token's jti on the deny-list.
      if (!row || !row.active || row.tokenVersion !== result.payload.tv || row.revoked || !isRole(row.role)) {
        throw new HttpError(401, MESSAGES.expired);
      }
      if (!access.includes(row.role)) throw new HttpError(403, MESSAGES.forbidden);
      request.user = {
        id: row.id,
        role: row.role,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
      };
      request.token = { jti: result.payload.jti, exp: result.payload.exp };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user of a route that declared roles (never null there). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.user;
}
