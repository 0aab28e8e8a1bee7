// Generated from shared/src/contracts/occupancy.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../occupancy';
import type { Route } from '../../api/route';

/** GET /v1/admin/occupancy: Doluluk takvimi (ay) */
export const getOccupancy: Route<typeof contract.getOccupancy> = {
  method: 'GET',
  path: '/v1/admin/occupancy',
};
/** GET /v1/admin/occupancy/range: Doluluk zaman çizelgesi (tarih aralığı) */
export const getOccupancyRange: Route<typeof contract.getOccupancyRange> = {
  method: 'GET',
  path: '/v1/admin/occupancy/range',
};
