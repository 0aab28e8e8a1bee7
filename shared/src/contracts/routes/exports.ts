// Generated from shared/src/contracts/exports.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../exports';
import { routeTable } from '../../api/route';

export const { exportReservations, exportTransactions } = routeTable<typeof contract>({ exportReservations: ["GET","/v1/admin/reservations/export"], exportTransactions: ["GET","/v1/admin/transactions/export"] });
