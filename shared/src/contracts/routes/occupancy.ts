// Generated from shared/src/contracts/occupancy.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../occupancy';
import { routeTable } from '../../api/route';

export const { getOccupancy, getOccupancyRange } = routeTable<typeof contract>({ getOccupancy: ["GET","/v1/admin/occupancy"], getOccupancyRange: ["GET","/v1/admin/occupancy/range"] });
