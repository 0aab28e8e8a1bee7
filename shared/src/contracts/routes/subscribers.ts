// Generated from shared/src/contracts/subscribers.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../subscribers';
import type { Route } from '../../api/route';

/** DELETE /v1/admin/subscriber/{id}: Aboneyi sil */
export const deleteSubscriber: Route<typeof contract.deleteSubscriber> = {
  method: 'DELETE',
  path: '/v1/admin/subscriber/{id}',
};
/** GET /v1/admin/subscriber: Aboneler (yeniden eskiye) */
export const listSubscribers: Route<typeof contract.listSubscribers> = {
  method: 'GET',
  path: '/v1/admin/subscriber',
  total: true,
};
/** POST /v1/website/subscribe: E-bültene abone ol (aynı adres bir kez kaydedilir) */
export const subscribe: Route<typeof contract.subscribe> = { method: 'POST', path: '/v1/website/subscribe' };
