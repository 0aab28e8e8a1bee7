import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '@villa/shared/contracts/roles';
import { users } from '../db/schema/users.ts';
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
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  jwtTtlSeconds: number;
}

/** Routes that belong to plugins (Swagger UI) rather than to the product. */
const EXEMPT_PREFIXES = ['/docs'];

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
      const [row] = await app.db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          active: users.active,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, result.payload.id));
      // Deactivation and password changes bump token_version, which revokes older tokens.
      if (!row || !row.active || row.tokenVersion !== result.payload.tv || !isRole(row.role)) {
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
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user of a route that declared roles (never null there). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.user;
}
