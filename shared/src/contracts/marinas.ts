import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, messageContent, optionalText, pagingQuery, recordId, text } from './fields';

/** Marinas: where boats are moored, each in a town (SPEC §7). */

export const marinaBodySchema = z.object({
  name: text('Marina adı', 120),
  town_id: recordId('İlçe'),
  location: optionalText('Konum', 500),
  description: optionalText('Açıklama', 2000),
});
export type MarinaBody = z.infer<typeof marinaBodySchema>;
export type MarinaBodyInput = z.input<typeof marinaBodySchema>;

export const marina = z.object({
  id: z.number().int(),
  marina_id: z.number().int(),
  name: z.string(),
  town_id: z.number().int(),
  town_name: z.string(),
  location: z.string(),
  description: z.string(),
  boat_count: z.number().int(),
});
export type Marina = z.infer<typeof marina>;

const tags = ['marinas'];

export const listMarinas = endpoint({
  method: 'GET',
  path: '/v1/admin/marina',
  summary: 'Marina listesi (10’ar)',
  tags,
  query: pagingQuery(10),
  response: z.array(marina),
  total: true,
});

export const getMarina = endpoint({
  method: 'GET',
  path: '/v1/admin/showmarina/{id}',
  summary: 'Marina detayı',
  tags,
  params: idParams(),
  response: marina,
});

export const createMarina = endpoint({
  method: 'POST',
  path: '/v1/admin/marina',
  summary: 'Marina ekle',
  tags,
  body: marinaBodySchema,
  response: marina,
  status: 201,
});

export const updateMarina = endpoint({
  method: 'PUT',
  path: '/v1/admin/marina/{marina_id}',
  summary: 'Marina güncelle',
  tags,
  params: z.object({ marina_id: recordId() }),
  body: marinaBodySchema,
  response: marina,
});

export const deleteMarina = endpoint({
  method: 'DELETE',
  path: '/v1/admin/marina/{id}',
  summary: 'Marina sil (bağlı tekne varken reddedilir)',
  tags,
  params: idParams(),
  response: messageContent,
});
