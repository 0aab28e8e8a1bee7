import { z } from 'zod';
import { crudEndpoints } from './crud';
import { namedRecord, pagingQuery, text } from './fields';

/** Boat types (tekne tipi): a boat's kind (SPEC §7). */

export const boatTypeBodySchema = z.object({ name: text('Tekne tipi adı', 80) });
export type BoatTypeBody = z.infer<typeof boatTypeBodySchema>;

export const boatType = z.object({
  ...namedRecord,
  boat_count: z.number().int(),
});
export type BoatType = z.infer<typeof boatType>;

export const {
  list: listBoatTypes,
  get: getBoatType,
  create: createBoatType,
  update: updateBoatType,
  remove: deleteBoatType,
} = crudEndpoints({
  path: '/v1/admin/boattypes',
  tags: ['boat types'],
  query: pagingQuery(10),
  row: boatType,
  body: boatTypeBodySchema,
  summaries: {
    list: 'Tekne tipleri (10’ar)',
    get: 'Tekne tipi',
    create: 'Tekne tipi ekle',
    update: 'Tekne tipi güncelle',
    remove: 'Tekne tipi sil (kullanılıyorsa reddedilir)',
  },
});
