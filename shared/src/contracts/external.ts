import { z } from 'zod';
import { EXTERNAL_STATUSES, externalBodySchema } from './bookings';
import { endpoint } from './endpoint';
import { bookedPeriodFilters, idParams, pagingQuery, queryFilter, recordId, villaRef } from './fields';

/**
 * 'Manuel Kapatma' (SPEC §7): closing entries that block a villa's calendar while active.
 * The body: ./bookings externalBodySchema.
 */

const tags = ['external'];

export const externalEntry = z.object({
  id: z.number().int(),
  ...villaRef,
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type ExternalEntry = z.infer<typeof externalEntry>;

export const externalListQuery = pagingQuery(20).extend({
  status: queryFilter(z.enum(EXTERNAL_STATUSES, { message: 'Geçerli bir durum seçin.' })),
  villa_id: queryFilter(recordId()),
  ...bookedPeriodFilters,
});
export type ExternalListQuery = z.output<typeof externalListQuery>;

export const listExternal = endpoint({
  method: 'GET',
  path: '/v1/admin/external',
  summary: 'Manuel kapatmalar (20’şer)',
  description:
    'started_at: bu günden itibaren başlayanlar; finished_at: bu güne kadar bitenler; created_at: o gün eklenenler.',
  tags,
  query: externalListQuery,
  response: z.array(externalEntry),
  total: true,
});

export const getExternal = endpoint({
  method: 'GET',
  path: '/v1/admin/external/{id}',
  summary: 'Manuel kapatma',
  tags,
  params: idParams(),
  response: externalEntry,
});

export const createExternal = endpoint({
  method: 'POST',
  path: '/v1/admin/external',
  summary: 'Manuel kapatma ekle',
  tags,
  body: externalBodySchema,
  response: externalEntry,
  status: 201,
});

export const updateExternal = endpoint({
  method: 'PUT',
  path: '/v1/admin/external/{id}',
  summary: 'Manuel kapatmayı güncelle (iptal: status=cancelled)',
  tags,
  params: idParams(),
  body: externalBodySchema,
  response: externalEntry,
});

/** Answers 204 without a body (the handler sends it; the document shows no response schema). */
export const deleteExternal = endpoint({
  method: 'DELETE',
  path: '/v1/admin/external/{id}',
  summary: 'Manuel kapatmayı sil (takvim açılır)',
  tags,
  params: idParams(),
  response: z.undefined(),
});
