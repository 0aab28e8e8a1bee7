import { z } from 'zod';
import { crudEndpoints } from './crud';
import { endpoint } from './endpoint';
import {
  idParams,
  int,
  messageContent,
  optionalSlug,
  optionalText,
  pagingQuery,
  recordId,
  recordIdList,
  text,
} from './fields';

/** Showcases (vitrin): curated villa lists on the storefront's home page (SPEC §7). */

export const showcaseBodySchema = z.object({
  title: text('Vitrin başlığı', 120),
  slug: optionalSlug(),
  description: optionalText('Açıklama', 2000),
  active: z.boolean().optional().default(true),
});
export type ShowcaseBody = z.infer<typeof showcaseBodySchema>;
export type ShowcaseBodyInput = z.input<typeof showcaseBodySchema>;
export const showcaseOrderSchema = z.object({ order: int('Sıra', 0, 100_000) });
export const showcaseVillaBodySchema = z.object({
  showcase_id: recordId('Vitrin'),
  villa_id: recordId('Villa'),
});
/**
 * DELETE /v1/admin/showcase-villas carries its ids in the body: endpoint() refuses a body on a
 * DELETE, so that one route is registered by hand (api/src/modules/showcases/routes.ts) with this
 * schema, and `removeShowcaseVillas` below gives the front end its method and path.
 */
export const showcaseVillaBulkDeleteSchema = z.object({
  ids: recordIdList('Silinecek kayıt', { min: 1, max: 500 }),
});
export type ShowcaseVillaBulkDelete = z.infer<typeof showcaseVillaBulkDeleteSchema>;
export const showcaseImportSchema = z.object({
  showcase_id: recordId('Vitrin'),
  /** Villa ids or slugs, separated by commas, spaces or new lines. */
  items: z
    .string({ message: 'Villa listesi gerekli.' })
    .trim()
    .min(1, 'Villa listesi gerekli.')
    .max(20_000, 'Liste çok uzun.'),
});

export const showcaseVilla = z.object({
  id: z.number().int(),
  villa_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  order: z.number().int(),
  thumbnail: z.string().nullable(),
  active: z.boolean(),
});
export type ShowcaseVilla = z.infer<typeof showcaseVilla>;

export const showcase = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  villa_count: z.number().int(),
});
export type Showcase = z.infer<typeof showcase>;

export const showcaseDetail = showcase.extend({ villas: z.array(showcaseVilla) });
export type ShowcaseDetail = z.infer<typeof showcaseDetail>;

const pickedVilla = z.object({ villa_id: z.number().int(), name: z.string() });
export const showcaseImportResult = z.object({
  added: z.array(pickedVilla),
  already: z.array(pickedVilla),
  unknown: z.array(z.string()),
});
export type ShowcaseImportResult = z.infer<typeof showcaseImportResult>;

const tags = ['showcases'];

// Lists, details and writes were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const {
  list: listShowcases,
  get: getShowcase,
  create: createShowcase,
  update: updateShowcase,
  remove: deleteShowcase,
} = crudEndpoints({
  path: '/v1/admin/showcases',
  tags,
  query: pagingQuery(10),
  row: showcase,
  detail: showcaseDetail,
  body: showcaseBodySchema,
  summaries: {
    list: 'Vitrinler (10 / sayfa)',
    get: 'Vitrin ve villaları',
    create: 'Vitrin ekle',
    update: 'Vitrin güncelle',
    remove: 'Vitrin sil',
  },
});

export const setShowcaseOrder = endpoint({
  method: 'PUT',
  path: '/v1/admin/showcases/order/{id}',
  summary: 'Vitrinin sırası',
  tags,
  params: idParams(),
  body: showcaseOrderSchema,
  response: showcaseDetail,
});

export const addShowcaseVilla = endpoint({
  method: 'POST',
  path: '/v1/admin/showcase-villas',
  summary: 'Vitrine villa ekle',
  tags,
  body: showcaseVillaBodySchema,
  response: showcaseDetail,
  status: 201,
});

export const importShowcaseVillas = endpoint({
  method: 'POST',
  path: '/v1/admin/showcase-villas/import',
  summary: 'Vitrine toplu villa ekle (numara veya adres listesi)',
  description:
    '`items`: villa numaraları veya adresleri (slug); virgül, boşluk veya satır sonuyla ayrılır. Bilinmeyenler `unknown` içinde döner.',
  tags,
  body: showcaseImportSchema,
  response: showcaseImportResult.extend({ showcase: showcaseDetail }),
});

export const setShowcaseVillaOrder = endpoint({
  method: 'PUT',
  path: '/v1/admin/showcase-villas/{id}',
  summary: 'Vitrindeki villanın sırası',
  tags,
  params: idParams(),
  body: showcaseOrderSchema,
  response: showcaseDetail,
});

export const removeShowcaseVilla = endpoint({
  method: 'DELETE',
  path: '/v1/admin/showcase-villas/{id}',
  summary: 'Villayı vitrinden çıkar',
  tags,
  params: idParams(),
  response: messageContent,
});

/** Its body (`{ ids }`, showcaseVillaBulkDeleteSchema) is declared on the hand-registered route. */
export const removeShowcaseVillas = endpoint({
  method: 'DELETE',
  path: '/v1/admin/showcase-villas',
  summary: 'Seçili villaları vitrinden çıkar (gövdede ids)',
  tags,
  response: messageContent,
});
