import { z } from 'zod';
import { endpoint, type Endpoint, type EndpointSpec } from './endpoint';
import { idParams, messageContent, recordId, text } from './fields';

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

/** An endpoint's OpenAPI texts: its summary, a description when it has one, and its tags. */
interface Texts {
  summary: string;
  description?: string | undefined;
  tags: readonly string[];
}
const textsOf = (tags: readonly string[], summary: string, description?: string): Texts => ({
  summary,
  ...(description === undefined ? {} : { description }),
  tags,
});

/** POST {path}: adds a record, 201 with it. */
const createAt = (path: string, texts: Texts, body: z.ZodType, response: z.ZodType) =>
  define({ method: 'POST', path, ...texts, body, response, status: 201 });

/** DELETE {path}/{id}: `{ message }`. */
const deleteAt = (path: string, texts: Texts) =>
  define({ method: 'DELETE', path: `${path}/{id}`, ...texts, params: idParams(), response: messageContent });

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
    create: createAt(path, textsOf(tags, summaries.create), spec.body, detail),
    update: define({
      method: 'PUT',
      path: `${path}/{${key}}`,
      summary: summaries.update,
      tags,
      params: z.object({ [key]: recordId() }),
      body: spec.body,
      response: detail,
    }),
    remove: deleteAt(path, textsOf(tags, summaries.remove, spec.removeDescription)),
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

/** The types of the endpoints createAt and deleteAt make. */
type Described = Base & { description?: string };
type Deletes<Path extends string> = Endpoint<
  Described & {
    method: 'DELETE';
    path: Sub<Path, '/{id}'>;
    params: IdParams;
    response: typeof messageContent;
  }
>;
type Creates<Path extends `/${string}`, Body extends z.ZodType, Response extends z.ZodType> = Endpoint<
  Described & { method: 'POST'; path: Path; body: Body; response: Response; status: 201 }
>;

// ---- Features in categories (villas and boats alike) ----

/** The fields of every feature body: its category and its name (a kind adds its own after them). */
export const featureBodyFields = () => ({ category_id: recordId('Kategori'), name: text('Özellik adı', 80) });

/** The fields of every feature answer (a kind adds its own after them). */
export const featureFields = { id: z.number().int(), category_id: z.number().int(), name: z.string() };

interface FeaturePaths {
  /** Every category with its features. */
  list: `/v1/${string}`;
  /** Categories are added here and deleted at {category}/{id}. */
  category: `/v1/${string}`;
  /** Features are added here and deleted at {feature}/{id}. */
  feature: `/v1/${string}`;
  /** Where a feature is updated ({feature}/{id} unless the SPEC names another path). */
  update: `/v1/${string}/{id}`;
}

type FeatureEndpointName =
  'list' | 'createCategory' | 'deleteCategory' | 'createFeature' | 'updateFeature' | 'deleteFeature';

/** A kind's feature category: its name, and its features. */
const featureCategoryOf = <Feature extends z.ZodType>(feature: Feature) =>
  z.object({ id: z.number().int(), name: z.string(), features: z.array(feature) });
const featureCategoryBody = () => z.object({ name: text('Kategori adı', 80) });
type CategoryOf<Feature extends z.ZodType> = ReturnType<typeof featureCategoryOf<Feature>>;
type CategoryBody = ReturnType<typeof featureCategoryBody>;

/** A kind's features: the category shapes, and the six endpoints staff edit them with. */
export interface FeatureCatalog<
  Paths extends FeaturePaths,
  Feature extends z.ZodType,
  Body extends z.ZodType,
> {
  /** A category with its features (the list's row, a created category). */
  category: CategoryOf<Feature>;
  /** A category's body: its name. */
  categoryBody: CategoryBody;
  list: Endpoint<
    Described & { method: 'GET'; path: Paths['list']; response: z.ZodArray<CategoryOf<Feature>> }
  >;
  createCategory: Creates<Paths['category'], CategoryBody, CategoryOf<Feature>>;
  deleteCategory: Deletes<Paths['category']>;
  createFeature: Creates<Paths['feature'], Body, Feature>;
  updateFeature: Endpoint<
    Described & { method: 'PUT'; path: Paths['update']; params: IdParams; body: Body; response: Feature }
  >;
  deleteFeature: Deletes<Paths['feature']>;
}

/**
 * The features of a kind (villa features, boat features) in categories: the category shapes, and the
 * six endpoints: the categories with their features, add and delete a category, add, update and
 * delete a feature. A contract exports them under its own names:
 * `export const { category: featureCategory, list: listVillaFeatures, ... } = featureCatalog({ ... })`.
 */
export function featureCatalog<
  const Paths extends FeaturePaths,
  Feature extends z.ZodType,
  Body extends z.ZodType,
>(spec: {
  tags: readonly string[];
  paths: Paths;
  /** A feature as answered. */
  feature: Feature;
  /** A feature's create and update body. */
  featureBody: Body;
  summaries: Record<FeatureEndpointName, string>;
  /** OpenAPI descriptions of the endpoints that have one. */
  descriptions?: Partial<Record<FeatureEndpointName, string>>;
}) {
  const { tags, paths, feature, featureBody, summaries, descriptions = {} } = spec;
  const texts = (name: FeatureEndpointName) => textsOf(tags, summaries[name], descriptions[name]);
  const category = featureCategoryOf(feature);
  const categoryBody = featureCategoryBody();
  return {
    category,
    categoryBody,
    list: define({ method: 'GET', path: paths.list, ...texts('list'), response: z.array(category) }),
    createCategory: createAt(paths.category, texts('createCategory'), categoryBody, category),
    deleteCategory: deleteAt(paths.category, texts('deleteCategory')),
    createFeature: createAt(paths.feature, texts('createFeature'), featureBody, feature),
    updateFeature: define({
      method: 'PUT',
      path: paths.update,
      ...texts('updateFeature'),
      params: idParams(),
      body: featureBody,
      response: feature,
    }),
    deleteFeature: deleteAt(paths.feature, texts('deleteFeature')),
  } as FeatureCatalog<Paths, Feature, Body>;
}
