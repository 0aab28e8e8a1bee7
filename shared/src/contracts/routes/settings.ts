// Generated from shared/src/contracts/settings.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../settings';
import type { Route } from '../../api/route';

/** PUT /v1/admin/contact/edit: İletişim bilgilerini güncelle */
export const editContactSettings: Route<typeof contract.editContactSettings> = {
  method: 'PUT',
  path: '/v1/admin/contact/edit',
};
/** PUT /v1/admin/exchange/edit: Döviz kurlarını güncelle */
export const editExchangeRates: Route<typeof contract.editExchangeRates> = {
  method: 'PUT',
  path: '/v1/admin/exchange/edit',
};
/** PUT /v1/admin/site/edit: Site ayarlarını güncelle */
export const editSiteSettings: Route<typeof contract.editSiteSettings> = {
  method: 'PUT',
  path: '/v1/admin/site/edit',
};
/** PUT /v1/admin/social/edit: Sosyal medya bağlantılarını güncelle */
export const editSocialSettings: Route<typeof contract.editSocialSettings> = {
  method: 'PUT',
  path: '/v1/admin/social/edit',
};
/** GET /v1/admin/getexchange: Döviz kurları */
export const getExchangeRates: Route<typeof contract.getExchangeRates> = {
  method: 'GET',
  path: '/v1/admin/getexchange',
};
/** GET /v1/admin/other: Site, iletişim ve sosyal medya ayarları */
export const getOtherSettings: Route<typeof contract.getOtherSettings> = {
  method: 'GET',
  path: '/v1/admin/other',
};
