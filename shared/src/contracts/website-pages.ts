import { z } from 'zod';
import { WEBSITE_PAGE_KEYS, type WebsitePageKey } from './content';
import { endpoint } from './endpoint';
import { richText, trimmedText } from './fields';

/**
 * Website pages (SPEC §7 Website): the rich-text pages staff edit under /dashboard/website/{key}
 * and visitors read at /website/{key}. Keys and titles: ./content (zod-free).
 */

export const websitePage = z.object({
  key: z.enum(WEBSITE_PAGE_KEYS),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type WebsitePage = z.infer<typeof websitePage>;

export const sectionParams = z.object({
  section: z.enum(WEBSITE_PAGE_KEYS, { error: 'Bilinmeyen sayfa.' }),
});

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
export type PageBody = z.input<typeof pageBody>;

const tags = ['website-pages'];

export const listWebsitePages = endpoint({
  method: 'GET',
  path: '/v1/admin/website-pages',
  summary: 'Web sitesi sayfaları',
  tags,
  response: z.array(websitePage),
});

export const getWebsitePage = endpoint({
  method: 'GET',
  path: '/v1/admin/website-pages/{section}',
  summary: 'Sayfa içeriği (düzenleme için)',
  tags,
  params: sectionParams,
  response: websitePage,
});

export const saveWebsitePage = endpoint({
  method: 'PUT',
  path: '/v1/admin/{section}/edit',
  summary: 'Sayfa içeriğini güncelle (HTML sunucuda temizlenir)',
  tags,
  params: sectionParams,
  body: pageBody,
  response: websitePage,
});

/** GET /v1/website/{key}: one public page (one endpoint per key, as the SPEC lists them). */
const publicPage = (key: WebsitePageKey) =>
  endpoint({
    method: 'GET',
    path: `/v1/website/${key}` as const,
    summary: `Sayfa: ${key}`,
    tags: ['website'],
    response: websitePage,
  });

export const publicAboutPage = publicPage('about');
export const publicRentalPage = publicPage('rental');
export const publicCancelPage = publicPage('cancel');
export const publicPrivacyPage = publicPage('privacy');
export const publicKvkkPage = publicPage('kvkk');
export const publicHowrentPage = publicPage('howrent');
export const publicFaqPage = publicPage('faq');
export const publicSecurepaymentPage = publicPage('securepayment');

/** The public page endpoint of each key. */
export const PUBLIC_PAGES = {
  about: publicAboutPage,
  rental: publicRentalPage,
  cancel: publicCancelPage,
  privacy: publicPrivacyPage,
  kvkk: publicKvkkPage,
  howrent: publicHowrentPage,
  faq: publicFaqPage,
  securepayment: publicSecurepaymentPage,
} as const satisfies Record<WebsitePageKey, unknown>;
