import { z } from 'zod';
import { crudEndpoints } from './crud';
import { optionalText, pagingQuery, recordId, specIds, text, townRef } from './fields';

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
  ...specIds('marina_id'),
  name: z.string(),
  ...townRef,
  location: z.string(),
  description: z.string(),
  boat_count: z.number().int(),
});
export type Marina = z.infer<typeof marina>;

export const {
  list: listMarinas,
  get: getMarina,
  create: createMarina,
  update: updateMarina,
  remove: deleteMarina,
} = crudEndpoints({
  path: '/v1/admin/marina',
  tags: ['marinas'],
  query: pagingQuery(10),
  row: marina,
  body: marinaBodySchema,
  summaries: {
    list: 'Marina listesi (10’ar)',
    get: 'Marina detayı',
    create: 'Marina ekle',
    update: 'Marina güncelle',
    remove: 'Marina sil (bağlı tekne varken reddedilir)',
  },
  getPath: '/v1/admin/showmarina/{id}',
  updateKey: 'marina_id',
});
