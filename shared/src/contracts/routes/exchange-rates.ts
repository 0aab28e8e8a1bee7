// Generated from shared/src/contracts/exchange-rates.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../exchange-rates';
import type { Route } from '../../api/route';

/** GET /v1/admin/exchange/status: Döviz kurlarının kaynağı ve tarihi (TCMB) */
export const getExchangeRateStatus: Route<typeof contract.getExchangeRateStatus> = {
  method: 'GET',
  path: '/v1/admin/exchange/status',
};
/** POST /v1/admin/exchange/refresh: Kurları TCMB’den şimdi güncelle */
export const refreshExchangeRates: Route<typeof contract.refreshExchangeRates> = {
  method: 'POST',
  path: '/v1/admin/exchange/refresh',
};
