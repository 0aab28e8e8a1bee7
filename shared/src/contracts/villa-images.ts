import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, messageContent, recordId, recordIdList } from './fields';

/** A villa's photos: stored in three widths, shown in their order. */

export const villaImageSchema = z.object({
  id: z.number(),
  villa_id: z.number(),
  order: z.number(),
  width: z.number(),
  height: z.number(),
  urls: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
});
export type VillaImage = z.infer<typeof villaImageSchema>;

export const villaImageOrderSchema = z.object({
  villa_id: recordId('Villa'),
  ids: recordIdList('Görsel', { max: 300 }).min(1, 'Sıralanacak görsel yok.'),
});

const tags = ['villa images'];

/** The upload limits (the API's multipart parser and the admin's picker). */
export const VILLA_IMAGE_MAX_FILES = 20;

/**
 * multipart/form-data: `villa_id`, then one or more `file`. The body is read by the route itself
 * (multipart), so the contract declares none; the answer is the villa's images in order.
 */
export const uploadVillaImages = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/image',
  summary: 'Villa görselleri yükle (birden çok)',
  description:
    'multipart/form-data: önce `villa_id` alanı, sonra bir veya daha çok `file` (JPEG, PNG veya WebP; her biri en fazla 10 MB, en fazla 20 dosya). Tür dosyanın içeriğinden anlaşılır; 480, 960 ve 1600 px WebP saklanır. 10 MB’tan büyük dosya 413, JPEG/PNG/WebP olmayan veya okunamayan dosya 415 ile reddedilir; bir dosya reddedilirse hiçbiri kaydedilmez.',
  tags,
  response: z.array(villaImageSchema),
  status: 201,
});

export const deleteVillaImage = endpoint({
  method: 'DELETE',
  path: '/v1/admin/villas/image/{id}',
  summary: 'Villa görselini sil',
  tags,
  params: idParams(),
  response: messageContent,
});

export const reorderVillaImages = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/image/updateorder',
  summary: 'Villa görsellerini sırala',
  description: '`ids`: villanın tüm görsel numaraları yeni sırasıyla; ilki kapak görselidir.',
  tags,
  body: villaImageOrderSchema,
  response: z.array(villaImageSchema),
});
