// Generated from shared/src/contracts/offers.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../offers';
import { routeTable } from '../../api/route';

export const { createOffer, deleteOffer, getOffer, getPublicOffer, listOffers, previewOffer } = routeTable<typeof contract>({ createOffer: ["POST","/v1/admin/offers"], deleteOffer: ["DELETE","/v1/admin/offers/{id}"], getOffer: ["GET","/v1/admin/offers/{id}"], getPublicOffer: ["GET","/v1/offer"], listOffers: ["GET","/v1/admin/offers",true], previewOffer: ["POST","/v1/admin/offers/preview"] });
