// Generated from shared/src/contracts/subscribers.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../subscribers';
import { routeTable } from '../../api/route';

export const { deleteSubscriber, listSubscribers, subscribe } = routeTable<typeof contract>({ deleteSubscriber: ["DELETE","/v1/admin/subscriber/{id}"], listSubscribers: ["GET","/v1/admin/subscriber",true], subscribe: ["POST","/v1/website/subscribe"] });
