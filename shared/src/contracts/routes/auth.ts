// Generated from shared/src/contracts/auth.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../auth';
import type { Route } from '../../api/route';

/** POST /v1/auth/login: Yönetim paneline giriş */
export const login: Route<typeof contract.login> = { method: 'POST', path: '/v1/auth/login' };
/** POST /v1/auth/logout: Oturumu kapat: bu token sunucuda geçersiz olur */
export const logout: Route<typeof contract.logout> = { method: 'POST', path: '/v1/auth/logout' };
