import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, messageContent, optionalSlug, pagingQuery, text } from './fields';

/** Villa types (villa tipi): a villa's kind, a storefront filter and a landing page (SPEC §7). */

export const villaTypeBodySchema = z.object({ name: text('Villa tipi adı', 80), slug: optionalSlug() });
export type VillaTypeBody = z.infer<typeof villaTypeBodySchema>;
export type VillaTypeBodyInput = z.input<typeof villaTypeBodySchema>;

export const villaType = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  villa_count: z.number().int(),
});
export type VillaType = z.infer<typeof villaType>;

const tags = ['villa types'];

// The answers were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const listVillaTypes = endpoint({
  method: 'GET',
  path: '/v1/admin/villatypes',
  summary: 'Villa tipleri (10 / sayfa; take=100 seçim kutuları için)',
  tags,
  query: pagingQuery(10),
  response: z.array(villaType),
  total: true,
});

export const getVillaType = endpoint({
  method: 'GET',
  path: '/v1/admin/villatypes/{id}',
  summary: 'Villa tipi detayı',
  tags,
  params: idParams(),
  response: villaType,
});

export const createVillaType = endpoint({
  method: 'POST',
  path: '/v1/admin/villatypes',
  summary: 'Villa tipi ekle',
  tags,
  body: villaTypeBodySchema,
  response: villaType,
  status: 201,
});

export const updateVillaType = endpoint({
  method: 'PUT',
  path: '/v1/admin/villatypes/{id}',
  summary: 'Villa tipi güncelle',
  tags,
  params: idParams(),
  body: villaTypeBodySchema,
  response: villaType,
});

export const deleteVillaType = endpoint({
  method: 'DELETE',
  path: '/v1/admin/villatypes/{id}',
  summary: 'Villa tipi sil',
  description: 'Bu tipte villa varsa silinemez (409).',
  tags,
  params: idParams(),
  response: messageContent,
});
