// Generated from shared/src/contracts/settings.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../settings';
import { routeTable } from '../../api/route';

export const { editContactSettings, editExchangeRates, editSiteSettings, editSocialSettings, getExchangeRates, getOtherSettings } = routeTable<typeof contract>({ editContactSettings: ["PUT","/v1/admin/contact/edit"], editExchangeRates: ["PUT","/v1/admin/exchange/edit"], editSiteSettings: ["PUT","/v1/admin/site/edit"], editSocialSettings: ["PUT","/v1/admin/social/edit"], getExchangeRates: ["GET","/v1/admin/getexchange"], getOtherSettings: ["GET","/v1/admin/other"] });
