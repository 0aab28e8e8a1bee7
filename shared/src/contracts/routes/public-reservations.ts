// Generated from shared/src/contracts/public-reservations.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../public-reservations';
import { routeTable } from '../../api/route';

export const { enquireReservation, getPaymentPage, requestReservation } = routeTable<typeof contract>({ enquireReservation: ["GET","/v1/enquire"], getPaymentPage: ["GET","/v1/payment/{token}"], requestReservation: ["POST","/v1/reservations"] });
