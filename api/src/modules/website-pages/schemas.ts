import { z } from 'zod';
import { hasNul, NUL_MESSAGE, trimmedText } from '@villa/shared/contracts/fields';
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
    .max(MAX_HTML, `${label} çok uzun (en fazla ${MAX_HTML.toLocaleString('tr-TR')} karakter).`)
    .refine((v) => !hasNul(v), NUL_MESSAGE);

/**
 * A partial update like the settings: a key left out keeps its stored value, an unknown key is
 * refused by name, and at least one of title and html is sent.
 */
export const pageBody = z
  .strictObject(
    {
      title: trimmedText('Sayfa başlığı', 120).min(1, 'Sayfa başlığı boş olamaz.').optional(),
      html: richText('Sayfa içeriği').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Bilinmeyen alan: ${issue.keys.join(', ')}. Gönderilebilecek alanlar: title, html.`
          : undefined,
    },
  )
  .refine((v) => v.title !== undefined || v.html !== undefined, {
    message: 'Güncellenecek başlık veya içerik gönderin.',
  });
