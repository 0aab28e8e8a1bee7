// Generated from shared/src/contracts/users.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../users';
import { routeTable } from '../../api/route';

export const { createUser, getUser, listUsers, revokeUserSessions, selectUsers, setUserActivity, unlockUser, updateUser } = routeTable<typeof contract>({ createUser: ["POST","/v1/admin/users"], getUser: ["GET","/v1/admin/users/{id}"], listUsers: ["GET","/v1/admin/users",true], revokeUserSessions: ["POST","/v1/admin/users/{id}/revoke-sessions"], selectUsers: ["GET","/v1/admin/users/select"], setUserActivity: ["PATCH","/v1/admin/users/activity"], unlockUser: ["POST","/v1/admin/users/{id}/unlock"], updateUser: ["PUT","/v1/admin/users/{id}"] });
