// Generated from shared/src/contracts/boat-reservations.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boat-reservations';
import { routeTable } from '../../api/route';

export const { getBoatReservation, listBoatReservations, updateBoatReservation } = routeTable<typeof contract>({ getBoatReservation: ["GET","/v1/admin/boatreservations/{id}"], listBoatReservations: ["GET","/v1/admin/boatreservations",true], updateBoatReservation: ["PUT","/v1/admin/boatreservations/{id}"] });
