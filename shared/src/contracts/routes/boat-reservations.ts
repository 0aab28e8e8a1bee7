// Generated from shared/src/contracts/boat-reservations.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boat-reservations';
import type { Route } from '../../api/route';

/** GET /v1/admin/boatreservations/{id}: Tekne rezervasyonu */
export const getBoatReservation: Route<typeof contract.getBoatReservation> = {
  method: 'GET',
  path: '/v1/admin/boatreservations/{id}',
};
/** GET /v1/admin/boatreservations: Tekne rezervasyonları (20’şer) */
export const listBoatReservations: Route<typeof contract.listBoatReservations> = {
  method: 'GET',
  path: '/v1/admin/boatreservations',
  total: true,
};
/** PUT /v1/admin/boatreservations/{id}: Tekne rezervasyonunun durumunu (ve isteğe bağlı günlerini) değiştir */
export const updateBoatReservation: Route<typeof contract.updateBoatReservation> = {
  method: 'PUT',
  path: '/v1/admin/boatreservations/{id}',
};
