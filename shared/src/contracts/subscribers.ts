import { z } from 'zod';
import { endpoint } from './endpoint';
import { emailAddress, idParams, messageContent, pagingQuery, queryText } from './fields';

/** Newsletter subscribers (SPEC §7 Aboneler, desktop only screen) and the public sign-up. */

export const subscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  consentAt: z.string(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const subscriberListQuery = pagingQuery(50, 200).extend({
  q: queryText('Arama metni', 100),
});

export const subscribeBody = z.object({
  email: emailAddress(),
  consent: z.literal(true, { error: 'Abone olmak için KVKK aydınlatma metnini onaylamanız gerekiyor.' }),
});
export type SubscribeBody = z.input<typeof subscribeBody>;

const tags = ['subscribers'];

export const listSubscribers = endpoint({
  method: 'GET',
  path: '/v1/admin/subscriber',
  summary: 'Aboneler (yeniden eskiye)',
  tags,
  query: subscriberListQuery,
  response: z.array(subscriber),
  total: true,
});

export const deleteSubscriber = endpoint({
  method: 'DELETE',
  path: '/v1/admin/subscriber/{id}',
  summary: 'Aboneyi sil',
  tags,
  params: idParams(),
  response: subscriber,
});

/**
 * The CSV download (text/csv, not the JSON envelope): the API registers it by hand with this
 * path and summary (modules/subscribers/routes.ts); the screen downloads it as a file.
 */
export const SUBSCRIBERS_EXPORT = {
  method: 'GET',
  path: '/v1/admin/subscriber/export',
  summary: 'Aboneleri CSV olarak indir',
  tags,
} as const;

export const subscribe = endpoint({
  method: 'POST',
  path: '/v1/website/subscribe',
  summary: 'E-bültene abone ol (aynı adres bir kez kaydedilir)',
  tags: ['website'],
  body: subscribeBody,
  response: messageContent,
});
