import type { BodyIn, Endpoint, ParamsIn, QueryIn, ResultOf } from '../contracts/endpoint';

/**
 * The front end's handle on an endpoint: its method and path, nothing else at run time. The tables
 * in ../contracts/routes/<domain>.ts are generated from the contracts (scripts/sync-endpoints.mjs) and
 * import the contract as a type only, so calling an endpoint never downloads zod or its schemas.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** A paged list: the answer carries `total`. */
  readonly total?: true;
  /** Never set: carries the contract's types. */
  readonly endpoint?: E;
}

/** The routes of a contract module: one per endpoint it exports, by the endpoint's name. */
export type RoutesOf<C> = {
  [K in keyof C as C[K] extends Endpoint ? K : never]: Route<Extract<C[K], Endpoint>>;
};

/** One generated row: method, path, and `true` for a paged list. */
type RouteRow = readonly [method: string, path: string, total?: true];

/**
 * A contract module's route table from its generated rows (../contracts/routes/<domain>.ts). The rows
 * are written from the contract's own endpoints by scripts/sync-endpoints.mjs and checked against
 * them by `npm run lint`, which is what makes the cast to the contract's types true.
 */
export function routeTable<C>(rows: Record<string, RouteRow>): RoutesOf<C> {
  const table: Record<string, Route> = {};
  for (const [name, [method, path, total]] of Object.entries(rows)) {
    table[name] = (total ? { method, path, total } : { method, path }) as Route;
  }
  return table as RoutesOf<C>;
}

/** A route of any endpoint. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint's route; its input types are read through EndpointOf
export type AnyRoute = Route<any>;

export type EndpointOf<R> = R extends Route<infer E> ? E : never;

/** A part of the input: absent when the endpoint has none, optional when nothing in it is required. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every field optional" test
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends: `{ params, query, body }` as the contract's schemas accept them. */
export type RouteInput<R> = Part<'params', ParamsIn<EndpointOf<R>>> &
  Part<'query', QueryIn<EndpointOf<R>>> &
  Part<'body', BodyIn<EndpointOf<R>>>;

/** What a call returns: the `content` of the answer, or `{ items, total }` for a paged list. */
export type RouteResult<R> = ResultOf<EndpointOf<R>>;

/** Whether a call can be made without an input. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every part optional" test
export type InputOptional<R> = {} extends RouteInput<R> ? true : false;

/** Arguments after the route: the input (optional when nothing is required), then call options. */
export type RouteArgs<R, Options> =
  InputOptional<R> extends true
    ? [input?: RouteInput<R>, options?: Options]
    : [input: RouteInput<R>, options?: Options];

/** The URL of a call: `{name}` replaced by its encoded value ('/v1/admin/banks/{id}', { id: 3 } → '/v1/admin/banks/3'). */
export function routePath(route: Pick<Route, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/\{([^{}/]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.path}: path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
