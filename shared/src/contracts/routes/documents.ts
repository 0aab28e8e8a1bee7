// Generated from shared/src/contracts/documents.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../documents';
import { routeTable } from '../../api/route';

export const { createDocument, deleteDocument, listDocuments, listPublicDocuments, orderDocuments, uploadContentFile } = routeTable<typeof contract>({ createDocument: ["POST","/v1/admin/documents"], deleteDocument: ["DELETE","/v1/admin/documents/{id}"], listDocuments: ["GET","/v1/admin/documents"], listPublicDocuments: ["GET","/v1/website/ourdocuments"], orderDocuments: ["PATCH","/v1/admin/documents/order"], uploadContentFile: ["POST","/v1/admin/uploads/content"] });
