// Generated from shared/src/contracts/website-pages.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../website-pages';
import type { Route } from '../../api/route';

/** GET /v1/admin/website-pages/{section}: Sayfa içeriği (düzenleme için) */
export const getWebsitePage: Route<typeof contract.getWebsitePage> = {
  method: 'GET',
  path: '/v1/admin/website-pages/{section}',
};
/** GET /v1/admin/website-pages: Web sitesi sayfaları */
export const listWebsitePages: Route<typeof contract.listWebsitePages> = {
  method: 'GET',
  path: '/v1/admin/website-pages',
};
/** GET /v1/website/about: Sayfa: about */
export const publicAboutPage: Route<typeof contract.publicAboutPage> = {
  method: 'GET',
  path: '/v1/website/about',
};
/** GET /v1/website/cancel: Sayfa: cancel */
export const publicCancelPage: Route<typeof contract.publicCancelPage> = {
  method: 'GET',
  path: '/v1/website/cancel',
};
/** GET /v1/website/faq: Sayfa: faq */
export const publicFaqPage: Route<typeof contract.publicFaqPage> = { method: 'GET', path: '/v1/website/faq' };
/** GET /v1/website/howrent: Sayfa: howrent */
export const publicHowrentPage: Route<typeof contract.publicHowrentPage> = {
  method: 'GET',
  path: '/v1/website/howrent',
};
/** GET /v1/website/kvkk: Sayfa: kvkk */
export const publicKvkkPage: Route<typeof contract.publicKvkkPage> = {
  method: 'GET',
  path: '/v1/website/kvkk',
};
/** GET /v1/website/privacy: Sayfa: privacy */
export const publicPrivacyPage: Route<typeof contract.publicPrivacyPage> = {
  method: 'GET',
  path: '/v1/website/privacy',
};
/** GET /v1/website/rental: Sayfa: rental */
export const publicRentalPage: Route<typeof contract.publicRentalPage> = {
  method: 'GET',
  path: '/v1/website/rental',
};
/** GET /v1/website/securepayment: Sayfa: securepayment */
export const publicSecurepaymentPage: Route<typeof contract.publicSecurepaymentPage> = {
  method: 'GET',
  path: '/v1/website/securepayment',
};
/** PUT /v1/admin/{section}/edit: Sayfa içeriğini güncelle (HTML sunucuda temizlenir) */
export const saveWebsitePage: Route<typeof contract.saveWebsitePage> = {
  method: 'PUT',
  path: '/v1/admin/{section}/edit',
};
