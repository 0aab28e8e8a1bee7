// Generated from shared/src/contracts/contact-messages.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../contact-messages';
import { routeTable } from '../../api/route';

export const { deleteContactMessage, getContactMessage, listContactMessages, setContactMessageRead } = routeTable<typeof contract>({ deleteContactMessage: ["DELETE","/v1/admin/contact/messages/{id}"], getContactMessage: ["GET","/v1/admin/contact/messages/{id}"], listContactMessages: ["GET","/v1/admin/contact/messages",true], setContactMessageRead: ["PATCH","/v1/admin/contact/messages/{id}/read"] });
