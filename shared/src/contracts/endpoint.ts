import type { z } from 'zod';

/**
 * Contract-first endpoints: each endpoint is defined ONCE, here in `shared/src/contracts/<domain>.ts`,
 * as zod. Everything else is derived from that definition:
 *
 * - the API registers it with `registerRoute` (api/src/lib/route-kit.ts): validation, OpenAPI and the
 *   `{ content }` envelope come from it, the handler gets typed params/query/body and returns the
 *   content;
 * - `npm run sync:endpoints` (scripts/sync-endpoints.mjs, checked by `npm run lint`) writes a zod-free
 *   route table, `shared/src/contracts/routes/<domain>.ts` (method + path, the types imported as types
 *   only), so a page that calls an endpoint never downloads zod or the schemas;
 * - the front end calls it through `@villa/shared/api/request`: `request(route, input)`,
 *   `endpointQuery(route, input)`, `useEndpointMutation(route, { invalidates })`; the content is
 *   unwrapped there, once; query keys are `[route.path, input]`;
 * - forms reuse the contract's body schema (or its fields) with zodResolver.
 *
 * Adding an endpoint (the banks domain is the worked example):
 *   1. shared/src/contracts/banks.ts      `export const updateBank = endpoint({ method: 'PUT',
 *                                           path: '/v1/admin/banks/{id}', params: idParams(),
 *                                           body: bankBody, response: bank, summary: '…' })`
 *   2. `npm run sync:endpoints`           regenerates shared/src/contracts/routes/banks.ts
 *   3. api/src/modules/banks/routes.ts    `registerRoute(app, updateBank, ADMIN_ONLY, async ({ params, body }) => …)`
 *                                         (repository.ts holds the SQL; the module is registered in
 *                                         api/src/app.ts without a prefix: contract paths are absolute)
 *   4. mf-…/features/banks/api/*.ts       `useEndpointMutation(updateBank, { invalidates: [listBanks] })`
 *                                         imported from '@villa/shared/contracts/routes/banks'
 *
 * Wire names stay as the SPEC spells them. `response` is what travels inside `content`; an endpoint
 * with `total: true` answers `{ content: [...], total }` (paged lists) and its handler and callers
 * see `{ items, total }`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** '/v1/admin/villas/{villa_id}/features' → 'villa_id'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export interface EndpointSpec {
  method: HttpMethod;
  /** Absolute path with `{name}` for path parameters: '/v1/admin/banks/{id}'. */
  path: `/${string}`;
  /** OpenAPI summary (Turkish, like the rest of the document). */
  summary: string;
  description?: string;
  /** OpenAPI tags (the domain). */
  tags?: readonly string[];
  /** Path parameters: an object schema whose keys are exactly the path's `{names}`. */
  params?: z.ZodObject;
  /** Query string (values arrive as strings: compose the fields helpers). */
  query?: z.ZodType;
  /** JSON body. */
  body?: z.ZodType;
  /** What travels inside `content`. */
  response: z.ZodType;
  /** A paged list: `{ content: [...], total }`; `response` is the array. */
  total?: boolean;
  /** Success status (default 200; a create answers 201). */
  status?: 200 | 201;
}

/** An endpoint definition: the spec, frozen and marked (scripts/sync-endpoints.mjs finds them so). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = Readonly<S> & { readonly kind: 'endpoint' };

/** A path with `{names}` must declare its params. */
type ParamsRule<S extends EndpointSpec> = [PathParamNames<S['path']>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodObject };

const PARAM = /\{([^{}/]+)\}/g;

/** The `{names}` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] ?? '');
}

/**
 * Defines an endpoint. Throws at load time when the path's `{names}` and the params schema's keys
 * differ, or the path is not absolute, so a mistake fails every test that imports the contract.
 */
export function endpoint<const S extends EndpointSpec>(spec: S & ParamsRule<S>): Endpoint<S> {
  const where = `${spec.method} ${spec.path}`;
  if (!/^\/v[12]\/[^\s?#]*$/.test(spec.path)) throw new Error(`${where}: path must start with /v1/ or /v2/`);
  const names = pathParamNames(spec.path).sort();
  const keys = Object.keys(spec.params?.shape ?? {}).sort();
  if (names.join(',') !== keys.join(',')) {
    throw new Error(`${where}: params must declare exactly {${names.join(', ')}}, got {${keys.join(', ')}}`);
  }
  if (spec.body && (spec.method === 'GET' || spec.method === 'DELETE')) {
    throw new Error(`${where}: a ${spec.method} endpoint has no body`);
  }
  return Object.freeze({ ...spec, kind: 'endpoint' as const });
}

/** Whether a value is an endpoint definition. */
export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'endpoint';
}

// ---- Types derived from a definition (type-only: they cost the front end nothing) ----

type In<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;
type Out<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a caller sends (schema inputs: ids as numbers or digit strings…). */
export type ParamsIn<E> = In<E, 'params'>;
export type QueryIn<E> = In<E, 'query'>;
export type BodyIn<E> = In<E, 'body'>;

/** What a handler receives once validated (schema outputs). */
export type ParamsOut<E> = Out<E, 'params'>;
export type QueryOut<E> = Out<E, 'query'>;
export type BodyOut<E> = Out<E, 'body'>;

/** The `content` of the answer. */
export type ContentOf<E> = Out<E, 'response'>;

/** A paged list as handlers return it and callers receive it. */
export interface Paged<Items> {
  items: Items;
  total: number;
}

/** What a handler returns and what a caller gets: the content, or `{ items, total }` for a paged list. */
export type ResultOf<E> = E extends { total: true } ? Paged<ContentOf<E>> : ContentOf<E>;
