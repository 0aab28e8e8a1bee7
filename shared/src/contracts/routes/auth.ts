// Generated from shared/src/contracts/auth.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../auth';
import { routeTable } from '../../api/route';

export const { login, logout } = routeTable<typeof contract>({ login: ["POST","/v1/auth/login"], logout: ["POST","/v1/auth/logout"] });
