import { z } from 'zod';
import { WEBSITE_PAGE_KEYS } from '@villa/shared/contracts/content';

export const MAX_HTML = 200_000;

export const pageSchema = z.object({
  key: z.enum(WEBSITE_PAGE_KEYS),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export const pageResponse = z.object({ content: pageSchema });
export const pageListResponse = z.object({ content: z.array(pageSchema) });

export const sectionParams = z.object({
  section: z.enum(WEBSITE_PAGE_KEYS, { error: 'Bilinmeyen sayfa.' }),
});

/** Rich text as the editor sends it; sanitised by the route before it is stored. */
export const richText = (label: string) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .max(MAX_HTML, `${label} çok uzun (en fazla ${MAX_HTML.toLocaleString('tr-TR')} karakter).`);

export const pageBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Sayfa başlığı boş olamaz.')
    .max(120, 'Sayfa başlığı en fazla 120 karakter olabilir.')
    .optional(),
  html: richText('Sayfa içeriği'),
});
