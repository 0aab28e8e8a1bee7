// Generated from shared/src/contracts/ical.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../ical';
import type { Route } from '../../api/route';

/** POST /v1/admin/villas/ical: Villaya dış takvim (iCal) adresi ekle */
export const addIcalFeed: Route<typeof contract.addIcalFeed> = {
  method: 'POST',
  path: '/v1/admin/villas/ical',
};
/** POST /v1/admin/villas/date/sync: Önizlenen takvim değişikliklerini uygula */
export const applyIcalSync: Route<typeof contract.applyIcalSync> = {
  method: 'POST',
  path: '/v1/admin/villas/date/sync',
};
/** PATCH /v1/admin/villas/deleteical: Villanın dış takvimini ve içe aktarılan kapatmalarını sil */
export const deleteIcalFeed: Route<typeof contract.deleteIcalFeed> = {
  method: 'PATCH',
  path: '/v1/admin/villas/deleteical',
};
/** GET /v1/admin/villas/ical-conflicts: Çözülmemiş takvim çakışmaları (çift rezervasyon şüphesi) */
export const listIcalConflicts: Route<typeof contract.listIcalConflicts> = {
  method: 'GET',
  path: '/v1/admin/villas/ical-conflicts',
  total: true,
};
/** GET /v1/admin/dashboard/ical-alerts: Dış takvim uyarıları: 24 saatten uzun süredir okunamayanlar ve onay bekleyen senkronizasyonlar */
export const listIcalFeedAlerts: Route<typeof contract.listIcalFeedAlerts> = {
  method: 'GET',
  path: '/v1/admin/dashboard/ical-alerts',
  total: true,
};
/** POST /v1/admin/villas/date/sync/preview: Takvim senkronizasyonu önizlemesi (hiçbir şey yazılmaz) */
export const previewIcalSync: Route<typeof contract.previewIcalSync> = {
  method: 'POST',
  path: '/v1/admin/villas/date/sync/preview',
};
/** PATCH /v1/admin/villas/ical-conflicts/{id}/resolve: Takvim çakışmasını çözüldü olarak işaretle */
export const resolveIcalConflict: Route<typeof contract.resolveIcalConflict> = {
  method: 'PATCH',
  path: '/v1/admin/villas/ical-conflicts/{id}/resolve',
};
/** GET /v1/villas/{villa_id}/calendar/{file}: Villanın takvimi (.ics), diğer kanalların içe aktarması için */
export const villaCalendarFile: Route<typeof contract.villaCalendarFile> = {
  method: 'GET',
  path: '/v1/villas/{villa_id}/calendar/{file}',
};
