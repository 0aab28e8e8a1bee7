import { z } from 'zod';
import { endpoint, type Endpoint, type EndpointSpec } from './endpoint';
import { idParams, messageContent, recordId } from './fields';

/**
 * The five endpoints of a simple staff resource (types, marinas, towns, districts, showcases):
 *
 *   list    GET    {path}              paged rows (`total`)
 *   get     GET    {getPath}           one record ({path}/{id} unless the SPEC names another path)
 *   create  POST   {path}              201 with the record
 *   update  PUT    {path}/{updateKey}  the record ({id} unless the SPEC names the key otherwise)
 *   remove  DELETE {path}/{id}         `{ message }`
 *
 * A contract exports them under its own names:
 * `export const { list: listMarinas, get: getMarina, ... } = crudEndpoints({ ... })`.
 */
type IdParams = ReturnType<typeof idParams>;
/** A path below `P` (the intersection only tells TypeScript it still starts with '/'). */
type Sub<P extends string, Tail extends string> = `${P}${Tail}` & `/${string}`;
type KeyParams<Key extends string> = z.ZodObject<{ [K in Key]: ReturnType<typeof recordId> }, z.core.$strip>;
interface Base {
  summary: string;
  tags: readonly string[];
}

/** The types a resource's endpoints are made of. */
export interface CrudTypes {
  path: `/v1/${string}`;
  query: z.ZodType;
  row: z.ZodType;
  detail: z.ZodType;
  body: z.ZodType;
  getPath: `/${string}`;
  key: string;
}

export interface CrudEndpoints<T extends CrudTypes> {
  list: Endpoint<
    Base & { method: 'GET'; path: T['path']; query: T['query']; response: z.ZodArray<T['row']>; total: true }
  >;
  get: Endpoint<Base & { method: 'GET'; path: T['getPath']; params: IdParams; response: T['detail'] }>;
  create: Endpoint<
    Base & { method: 'POST'; path: T['path']; body: T['body']; response: T['detail']; status: 201 }
  >;
  update: Endpoint<
    Base & {
      method: 'PUT';
      path: Sub<T['path'], `/{${T['key']}}`>;
      params: KeyParams<T['key']>;
      body: T['body'];
      response: T['detail'];
    }
  >;
  remove: Endpoint<
    Base & {
      method: 'DELETE';
      path: Sub<T['path'], '/{id}'>;
      params: IdParams;
      response: typeof messageContent;
    }
  >;
}

// endpoint() compares a literal path's {names} with its params when the contract is compiled; the
// paths here are built from the resource's path, so that check is left to load time (endpoint()
// throws on a mismatch all the same).
const define = endpoint as (spec: Omit<EndpointSpec, 'path'> & { path: string }) => Endpoint;

export function crudEndpoints<
  const Path extends `/v1/${string}`,
  Query extends z.ZodType,
  Row extends z.ZodType,
  Body extends z.ZodType,
  Detail extends z.ZodType = Row,
  const GetPath extends `/${string}` = Sub<Path, '/{id}'>,
  const Key extends string = 'id',
>(spec: {
  path: Path;
  tags: readonly string[];
  /** The list's query (paging and filters). */
  query: Query;
  /** A row of the list. */
  row: Row;
  /** What get, create and update answer (the row unless given). */
  detail?: Detail;
  body: Body;
  summaries: { list: string; get: string; create: string; update: string; remove: string };
  /** Why a delete may be refused (the OpenAPI description). */
  removeDescription?: string;
  getPath?: GetPath;
  updateKey?: Key;
}) {
  const { path, tags, summaries } = spec;
  const detail = spec.detail ?? spec.row;
  const key = spec.updateKey ?? 'id';
  return {
    list: define({
      method: 'GET',
      path,
      summary: summaries.list,
      tags,
      query: spec.query,
      response: z.array(spec.row),
      total: true,
    }),
    get: define({
      method: 'GET',
      path: spec.getPath ?? `${path}/{id}`,
      summary: summaries.get,
      tags,
      params: idParams(),
      response: detail,
    }),
    create: define({
      method: 'POST',
      path,
      summary: summaries.create,
      tags,
      body: spec.body,
      response: detail,
      status: 201,
    }),
    update: define({
      method: 'PUT',
      path: `${path}/{${key}}`,
      summary: summaries.update,
      tags,
      params: z.object({ [key]: recordId() }),
      body: spec.body,
      response: detail,
    }),
    remove: define({
      method: 'DELETE',
      path: `${path}/{id}`,
      summary: summaries.remove,
      ...(spec.removeDescription === undefined ? {} : { description: spec.removeDescription }),
      tags,
      params: idParams(),
      response: messageContent,
    }),
  } as CrudEndpoints<{
    path: Path;
    query: Query;
    row: Row;
    detail: Detail;
    body: Body;
    getPath: GetPath;
    key: Key;
  }>;
}
