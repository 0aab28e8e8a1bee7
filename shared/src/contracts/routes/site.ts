// Generated from shared/src/contracts/site.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../site';
import type { Route } from '../../api/route';

/** GET /v1/website/contact: İletişim bilgileri */
export const getContactDetails: Route<typeof contract.getContactDetails> = {
  method: 'GET',
  path: '/v1/website/contact',
};
/** GET /v1/website/home: Site ayarları, alt bilgi ve döviz kurları */
export const getHomeData: Route<typeof contract.getHomeData> = { method: 'GET', path: '/v1/website/home' };
/** GET /v1/district: Bölgeler (ilçeler ve semtleri) */
export const listRegions: Route<typeof contract.listRegions> = { method: 'GET', path: '/v1/district' };
/** GET /v1/villatype: Villa tipleri */
export const listVillaTypes: Route<typeof contract.listVillaTypes> = { method: 'GET', path: '/v1/villatype' };
/** POST /v1/website/contact: İletişim formu (İletişim Formu ekranına düşer) */
export const sendContactMessage: Route<typeof contract.sendContactMessage> = {
  method: 'POST',
  path: '/v1/website/contact',
};
