// Generated from shared/src/contracts/transactions.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../transactions';
import { routeTable } from '../../api/route';

export const { changeTransactionStatus, createTransaction, getTransaction, listTransactions, refundTransaction } = routeTable<typeof contract>({ changeTransactionStatus: ["PATCH","/v1/admin/transactions/{id}"], createTransaction: ["POST","/v1/admin/transactions"], getTransaction: ["GET","/v1/admin/transactions/{id}"], listTransactions: ["GET","/v1/admin/transactions",true], refundTransaction: ["POST","/v1/admin/transactions/{id}/refund"] });
