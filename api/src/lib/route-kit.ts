import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  BodyOut,
  Endpoint,
  ParamsOut,
  QueryOut,
  ResultOf,
  Paged,
} from '@villa/shared/contracts/endpoint';
import type { RouteAccess } from '../auth/types.ts';

/**
 * The route kit: a route registered from its contract (`registerRoute`), the access rules every
 * route declares, and the path conversion. Ids come from `idParams()` in
 * @villa/shared/contracts/fields, money rounding from `round2` in @villa/shared/lib/format/money.
 *
 *   // api/src/modules/banks/routes.ts: HTTP only; SQL in repository.ts
 *   export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
 *     registerRoute(app, listBanks, ADMIN_ONLY, async () => repo.listBanks(app.db));
 *     registerRoute(app, updateBank, ADMIN_ONLY, async ({ params, body }) => …);
 *   };
 *   // api/src/app.ts: contract paths are absolute, so the module is registered without a prefix
 *   await app.register(banksRoutes);
 */

/** A route's `config`: who may call it (checked by plugins/auth.ts), and idempotency, rate limits… */
export type RouteConfig = FastifyContextConfig & { access: RouteAccess };

export const ADMIN_ONLY = { access: ['ADMIN'] } as const satisfies RouteConfig;
export const ADMIN_OR_OWNER = { access: ['ADMIN', 'OWNER'] } as const satisfies RouteConfig;
export const PUBLIC = { access: 'public' } as const satisfies RouteConfig;
/** A visitor's write: Idempotency-Key handling (plugins/idempotency.ts). */
export const PUBLIC_WRITE = { access: 'public', idempotent: true } as const satisfies RouteConfig;

/** The app as a plugin of the zod type provider sees it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type Given<T> = [T] extends [undefined] ? unknown : T;

/** The request a handler gets: params, query and body validated and typed by the contract. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Given<ParamsOut<E>>;
  Querystring: Given<QueryOut<E>>;
  Body: Given<BodyOut<E>>;
}>;

/**
 * A handler returns the content (`{ items, total }` for a paged list); the kit wraps it in the
 * envelope. A handler that answers otherwise (a file, a redirect) sends with `reply` and returns it.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResultOf<E> | FastifyReply>;

/** Other route options (bodyLimit, hooks…); schema, config, method, url and handler come from the kit. */
export type ExtraRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  /**
   * The answer is sent without a response schema (not serialised through it, not documented): the
   * OpenAPI document keeps the 'Default Response' these routes had before they were contracts, so the
   * document does not change. The contract's `response` still types the handler and the front end.
   */
  undocumentedResponse?: boolean;
};

/**
 * The options of a route whose answer was never documented ('Default Response'): kept so, the
 * OpenAPI document is unchanged.
 */
export const UNDOCUMENTED = { undocumentedResponse: true } as const satisfies ExtraRouteOptions;

/** '/v1/admin/banks/{id}' → '/v1/admin/banks/:id'. */
export function fastifyPath(path: string): string {
  return path.replace(/\{([^{}/]+)\}/g, ':$1');
}

/** The answer's schema: `{ content }`, or `{ content, total }` for a paged list. */
export function envelopeOf(endpoint: Endpoint) {
  return endpoint.total
    ? z.object({ content: endpoint.response, total: z.number().int() })
    : z.object({ content: endpoint.response });
}

/**
 * Registers an endpoint of a contract: method and path, validation of params/query/body and the
 * OpenAPI operation come from the definition; `config` declares access (and idempotency); the
 * handler's result is sent as `{ content }` with the endpoint's status.
 */
export function registerRoute<E extends Endpoint>(
  app: ZodApp | FastifyInstance,
  endpoint: E,
  config: RouteConfig,
  handler: EndpointHandler<E>,
  { undocumentedResponse = false, ...options }: ExtraRouteOptions = {},
): void {
  // Contract paths are absolute: a prefix would silently move the route away from its contract.
  if (app.prefix) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: register contract routes without a prefix (got "${app.prefix}")`,
    );
  }
  const status = endpoint.status ?? 200;
  (app as FastifyInstance).route({
    ...options,
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    config,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(undocumentedResponse ? {} : { response: { [status]: envelopeOf(endpoint) } }),
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      // A handler that sent (a file, a redirect) and returned `reply`: the reply is a thenable, so
      // awaiting it resolves once the response is out (result undefined, reply.sent true).
      if (result === reply || reply.sent) return reply;
      reply.status(status);
      if (endpoint.total) {
        const page = result as Paged<unknown>;
        return { content: page.items, total: page.total };
      }
      return { content: result };
    },
  });
}
