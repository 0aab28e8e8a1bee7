// Generated from shared/src/contracts/ical.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../ical';
import { routeTable } from '../../api/route';

export const { addIcalFeed, applyIcalSync, deleteIcalFeed, listIcalConflicts, listIcalFeedAlerts, previewIcalSync, resolveIcalConflict, villaCalendarFile } = routeTable<typeof contract>({ addIcalFeed: ["POST","/v1/admin/villas/ical"], applyIcalSync: ["POST","/v1/admin/villas/date/sync"], deleteIcalFeed: ["PATCH","/v1/admin/villas/deleteical"], listIcalConflicts: ["GET","/v1/admin/villas/ical-conflicts",true], listIcalFeedAlerts: ["GET","/v1/admin/dashboard/ical-alerts",true], previewIcalSync: ["POST","/v1/admin/villas/date/sync/preview"], resolveIcalConflict: ["PATCH","/v1/admin/villas/ical-conflicts/{id}/resolve"], villaCalendarFile: ["GET","/v1/villas/{villa_id}/calendar/{file}"] });
