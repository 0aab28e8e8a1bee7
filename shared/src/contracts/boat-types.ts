import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, messageContent, pagingQuery, text } from './fields';

/** Boat types (tekne tipi): a boat's kind (SPEC §7). */

export const boatTypeBodySchema = z.object({ name: text('Tekne tipi adı', 80) });
export type BoatTypeBody = z.infer<typeof boatTypeBodySchema>;

export const boatType = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  boat_count: z.number().int(),
});
export type BoatType = z.infer<typeof boatType>;

const tags = ['boat types'];

export const listBoatTypes = endpoint({
  method: 'GET',
  path: '/v1/admin/boattypes',
  summary: 'Tekne tipleri (10’ar)',
  tags,
  query: pagingQuery(10),
  response: z.array(boatType),
  total: true,
});

export const getBoatType = endpoint({
  method: 'GET',
  path: '/v1/admin/boattypes/{id}',
  summary: 'Tekne tipi',
  tags,
  params: idParams(),
  response: boatType,
});

export const createBoatType = endpoint({
  method: 'POST',
  path: '/v1/admin/boattypes',
  summary: 'Tekne tipi ekle',
  tags,
  body: boatTypeBodySchema,
  response: boatType,
  status: 201,
});

export const updateBoatType = endpoint({
  method: 'PUT',
  path: '/v1/admin/boattypes/{id}',
  summary: 'Tekne tipi güncelle',
  tags,
  params: idParams(),
  body: boatTypeBodySchema,
  response: boatType,
});

export const deleteBoatType = endpoint({
  method: 'DELETE',
  path: '/v1/admin/boattypes/{id}',
  summary: 'Tekne tipi sil (kullanılıyorsa reddedilir)',
  tags,
  params: idParams(),
  response: messageContent,
});
