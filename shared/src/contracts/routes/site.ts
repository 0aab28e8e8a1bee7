// Generated from shared/src/contracts/site.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../site';
import { routeTable } from '../../api/route';

export const { getContactDetails, getHomeData, listRegions, listVillaTypes, sendContactMessage } = routeTable<typeof contract>({ getContactDetails: ["GET","/v1/website/contact"], getHomeData: ["GET","/v1/website/home"], listRegions: ["GET","/v1/district"], listVillaTypes: ["GET","/v1/villatype"], sendContactMessage: ["POST","/v1/website/contact"] });
