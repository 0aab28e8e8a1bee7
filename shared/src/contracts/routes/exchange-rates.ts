// Generated from shared/src/contracts/exchange-rates.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../exchange-rates';
import { routeTable } from '../../api/route';

export const { getExchangeRateStatus, refreshExchangeRates } = routeTable<typeof contract>({ getExchangeRateStatus: ["GET","/v1/admin/exchange/status"], refreshExchangeRates: ["POST","/v1/admin/exchange/refresh"] });
