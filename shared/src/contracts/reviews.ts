import { z } from 'zod';
import { endpoint } from './endpoint';
import { linkToken, stayDates } from './fields';

/**
 * The review page behind the review request's one-time link (/degerlendirme/{token}, issue 14):
 * the guest rates the stay 1–5 and writes a few words; the review lands in the comments awaiting
 * approval, linked to the reservation ('Doğrulanmış konaklama' once approved). Public; the token
 * is the secret.
 */

const tags = ['reviews'];

export const reviewTokenParams = z.object({
  token: linkToken(80, 'Değerlendirme bağlantısı geçersiz.'),
});

export const REVIEW_LINK_STATES = ['open', 'used', 'expired'] as const;
export type ReviewLinkState = (typeof REVIEW_LINK_STATES)[number];

export const reviewInvitation = z.object({
  /** open: the form; used: already reviewed; expired: too late. */
  state: z.enum(REVIEW_LINK_STATES),
  guestName: z.string(),
  villaName: z.string(),
  villaSlug: z.string(),
  ...stayDates,
});
export type ReviewInvitation = z.infer<typeof reviewInvitation>;

export const reviewBody = z.object({
  rating: z
    .number({ error: 'Lütfen 1 ile 5 arasında bir puan seçin.' })
    .int('Lütfen 1 ile 5 arasında bir puan seçin.')
    .min(1, 'Lütfen 1 ile 5 arasında bir puan seçin.')
    .max(5, 'Lütfen 1 ile 5 arasında bir puan seçin.'),
  body: z
    .string({ error: 'Lütfen konaklamanızı birkaç cümleyle anlatın.' })
    .trim()
    .min(10, 'Lütfen konaklamanızı en az 10 karakterle anlatın.')
    .max(2000, 'Değerlendirme en fazla 2000 karakter olabilir.')
    .refine((v) => !/[<>]/.test(v), { message: 'Değerlendirme HTML etiketi içeremez.' }),
});
export type ReviewInput = z.input<typeof reviewBody>;

export const reviewResult = z.object({ message: z.string() });

export const getReviewInvitation = endpoint({
  method: 'GET',
  path: '/v1/reviews/{token}',
  summary: 'Değerlendirme bağlantısının durumu (konaklama bilgisiyle)',
  tags,
  params: reviewTokenParams,
  response: reviewInvitation,
});

export const submitReview = endpoint({
  method: 'POST',
  path: '/v1/reviews/{token}',
  summary: 'Konaklama değerlendirmesi gönder (tek kullanımlık bağlantı; onay bekler)',
  description:
    'Kullanılmış bağlantı 410, süresi dolmuş bağlantı 410 döner; yorum onaylanana kadar yayınlanmaz.',
  tags,
  params: reviewTokenParams,
  body: reviewBody,
  response: reviewResult,
  status: 201,
});
