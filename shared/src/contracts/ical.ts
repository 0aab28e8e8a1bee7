import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, messageContent, periodDays, recordId, villaRefSnake } from './fields';
import { ICAL_SOURCES } from '../lib/ical-sources';

/** Channel calendars (iCal): a villa's feeds, the sync preview and apply, feed alerts and conflicts. */

export { ICAL_SOURCES, ICAL_SOURCE_LABELS, type IcalSource } from '../lib/ical-sources';

export const villaIcalFeedSchema = z.object({
  id: z.number(),
  villa_id: z.number(),
  source: z.enum(ICAL_SOURCES),
  url: z.string(),
  last_sync_at: z.string().nullable(),
  /** ok, error, held (a scheduled sync waits for staff: held_reason), or null before the first sync. */
  last_status: z.string().nullable(),
  /** Turkish text of the last error, kept after a later success (see last_error_at). */
  last_error: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** First failure since the last success; null while the feed reads. */
  failing_since: z.string().nullable(),
  held_at: z.string().nullable(),
  held_reason: z.string().nullable(),
  last_added: z.number(),
  last_changed: z.number(),
  last_removed: z.number(),
});
export type VillaIcalFeed = z.infer<typeof villaIcalFeedSchema>;

export const icalFeedBodySchema = z.object({
  villa_id: recordId('Villa'),
  source: z.enum(ICAL_SOURCES, { message: 'Geçerli bir kaynak seçin.' }),
  url: z
    .string({ message: 'Takvim adresi gerekli.' })
    .trim()
    .max(2000, 'Takvim adresi çok uzun.')
    .url('Geçerli bir takvim adresi (URL) girin.')
    .refine((v) => /^https?:\/\//i.test(v), 'Takvim adresi http veya https ile başlamalı.'),
});
export type IcalFeedBody = z.infer<typeof icalFeedBodySchema>;

/** POST /v1/admin/villas/date/sync/preview. */
export const icalSyncBodySchema = z.object({ villa_id: recordId('Villa') });

export const ICAL_PREVIEW_REQUIRED_MESSAGE =
  'Önce önizleme yapın; senkronizasyon önizlemedeki değişiklikleri uygular.';
export const ICAL_PREVIEW_INVALID_MESSAGE = 'Önizleme anahtarı geçersiz. Lütfen önizlemeyi yenileyin.';
export const ICAL_PREVIEW_EXPIRED_MESSAGE = 'Önizlemenin süresi doldu. Lütfen önizlemeyi yenileyin.';
export const ICAL_PREVIEW_STALE_MESSAGE = 'Takvim önizlemeden sonra değişti. Lütfen önizlemeyi yenileyin.';

/** POST /v1/admin/villas/date/sync: applies exactly the change set of the preview that returned the token. */
export const icalSyncApplySchema = z.object({
  villa_id: recordId('Villa'),
  preview_token: z
    .string({ message: ICAL_PREVIEW_REQUIRED_MESSAGE })
    .min(1, ICAL_PREVIEW_REQUIRED_MESSAGE)
    .max(1_000_000, ICAL_PREVIEW_INVALID_MESSAGE),
});
export type IcalSyncApplyBody = z.infer<typeof icalSyncApplySchema>;

export const icalDeleteSchema = z.object({
  villa_id: recordId('Villa'),
  /** Without it every feed of the villa is removed. */
  feed_id: recordId('Takvim').optional(),
});

export const icalChangeSchema = z.object({
  uid: z.string(),
  summary: z.string(),
  /** end_date is exclusive (iCal all-day DTEND): the day the villa is free again. */
  ...periodDays,
  /** For a changed event: its dates before the sync. */
  previous: z.object(periodDays).optional(),
  /** Set when the event overlaps a booking or closing made on this site. */
  conflict: z.string().optional(),
});
export type IcalChange = z.infer<typeof icalChangeSchema>;

export const icalFeedResultSchema = z.object({
  feed_id: z.number(),
  source: z.enum(ICAL_SOURCES),
  url: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
  added: z.array(icalChangeSchema),
  changed: z.array(icalChangeSchema),
  removed: z.array(icalChangeSchema),
  unchanged: z.number(),
  conflicts: z.array(icalChangeSchema),
  /** Set when the sync removes more than half of the feed's blocks still ahead (Turkish). */
  warning: z.string().optional(),
});
export type IcalFeedResult = z.infer<typeof icalFeedResultSchema>;

export const icalSyncResultSchema = z.object({
  villa_id: z.number(),
  applied: z.boolean(),
  feeds: z.array(icalFeedResultSchema),
});
export type IcalSyncResult = z.infer<typeof icalSyncResultSchema>;

/** A preview: what a sync would do, and the token that applies exactly that. */
export const icalSyncPreviewSchema = icalSyncResultSchema.extend({
  /** Send it back as `preview_token` to POST /v1/admin/villas/date/sync. */
  preview_token: z.string(),
  /** ISO time after which the token is refused (the preview must be refreshed). */
  expires_at: z.string(),
});
export type IcalSyncPreview = z.infer<typeof icalSyncPreviewSchema>;

/** A feed counts as failing on the dashboard after this many hours of errors. */
export const ICAL_FAILING_ALERT_HOURS = 24;
export const icalFeedAlertSchema = z.object({
  feed_id: z.number().int(),
  ...villaRefSnake,
  source: z.enum(ICAL_SOURCES),
  url: z.string(),
  /** failing: no successful read for over ICAL_FAILING_ALERT_HOURS; held: a scheduled sync waits for staff. */
  kind: z.enum(['failing', 'held']),
  /** ISO time: the first failure since the last success, or when the sync was first held. */
  since: z.string(),
  /** The last error, or why the sync is held (Turkish). */
  message: z.string(),
});
export type IcalFeedAlert = z.infer<typeof icalFeedAlertSchema>;
/** Feeds failing for over a day and scheduled syncs held for staff (an OWNER's own villas only). */
export const listIcalFeedAlerts = endpoint({
  method: 'GET',
  path: '/v1/admin/dashboard/ical-alerts',
  summary: 'Dış takvim uyarıları: 24 saatten uzun süredir okunamayanlar ve onay bekleyen senkronizasyonlar',
  description:
    'Her kayıt: villa, takvim, `kind` (`failing`: son başarılı okumadan beri 24 saatten uzun süredir hata; ' +
    '`held`: zamanlanmış senkronizasyon kapatmaların yarısından fazlasını kaldıracağı için bekletildi), ' +
    '`since` (ilk hata veya bekletme zamanı) ve `message` (son hata veya bekletme nedeni). Ev sahibi yalnızca ' +
    'kendi villalarını görür.',
  tags: ['dashboard'],
  response: z.array(icalFeedAlertSchema),
  total: true,
});

export const icalConflictSchema = z.object({
  id: z.number(),
  villaId: z.number(),
  villaName: z.string(),
  feedSource: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  summary: z.string(),
  conflictNote: z.string(),
});
export type IcalConflict = z.infer<typeof icalConflictSchema>;

// ---- Endpoints ----

const tags = ['villa calendar sync'];

export const addIcalFeed = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/ical',
  summary: 'Villaya dış takvim (iCal) adresi ekle',
  tags,
  body: icalFeedBodySchema,
  response: villaIcalFeedSchema,
  status: 201,
});

export const deleteIcalFeed = endpoint({
  method: 'PATCH',
  path: '/v1/admin/villas/deleteical',
  summary: 'Villanın dış takvimini ve içe aktarılan kapatmalarını sil',
  description: '`feed_id` verilmezse villanın tüm dış takvimleri silinir. Rezervasyonlara dokunulmaz.',
  tags,
  body: icalDeleteSchema,
  response: messageContent,
});

export const previewIcalSync = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/date/sync/preview',
  summary: 'Takvim senkronizasyonu önizlemesi (hiçbir şey yazılmaz)',
  description:
    'Villanın dış takvimlerini okur; eklenecek, değişecek, kaldırılacak ve çakışan kayıtları döndürür. ' +
    '`preview_token` bu değişiklik kümesini taşır (imzalı, 15 dakika geçerli); senkronizasyon yalnızca onu uygular. ' +
    'Tam ve düzgün okunamayan bir takvim (END:VCALENDAR yok, BEGIN/END eşleşmiyor, geçerli DTSTART’ı olmayan ' +
    'etkinlik, okunamayan tarih veya saat dilimi, takvim olmayan içerik türü) bütünüyle reddedilir: `ok: false`, ' +
    '`error` Türkçe neden, hiçbir kayıt eklenmez veya kaldırılmaz. Saatli bir etkinlik, villanın (Europe/Istanbul) ' +
    've kendi saat diliminde dokunduğu her geceyi kapatır (gece: öğleden öğlene). Kaldırmalar takvimin güncel ' +
    'kapatmalarının yarısından fazlasıysa `warning` dolar.',
  tags,
  body: icalSyncBodySchema,
  response: icalSyncPreviewSchema,
});

export const applyIcalSync = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/date/sync',
  summary: 'Önizlenen takvim değişikliklerini uygula',
  description:
    'Önizlemenin `preview_token` değeriyle çağrılır ve tam olarak önizlemede gösterilen ekleme, değişiklik ve ' +
    'kaldırmaları uygular; dış takvimler yeniden okunmaz. Önizlemeden sonra villanın içe aktarılan kayıtları ' +
    'veya önizlenen kayıtlarla çakışan rezervasyon/kapatmaları değiştiyse ya da önizlemenin süresi dolduysa 409, ' +
    'anahtar geçersizse 400 döner ve hiçbir şey yazılmaz. Hata veren takvimin kayıtlarına dokunulmaz; bu ' +
    'sitedeki rezervasyonlar asla silinmez, çakışanlar raporlanır.',
  tags,
  body: icalSyncApplySchema,
  response: icalSyncResultSchema,
});

export const listIcalConflicts = endpoint({
  method: 'GET',
  path: '/v1/admin/villas/ical-conflicts',
  summary: 'Çözülmemiş takvim çakışmaları (çift rezervasyon şüphesi)',
  tags,
  response: z.array(icalConflictSchema),
  total: true,
});

export const resolveIcalConflict = endpoint({
  method: 'PATCH',
  path: '/v1/admin/villas/ical-conflicts/{id}/resolve',
  summary: 'Takvim çakışmasını çözüldü olarak işaretle',
  tags,
  params: idParams(),
  response: messageContent,
});

/**
 * A villa's published calendar. It answers text/calendar (or a 404 envelope), so the route sends it
 * itself; `response` only names the .ics text.
 */
export const villaCalendarFile = endpoint({
  method: 'GET',
  path: '/v1/villas/{villa_id}/calendar/{file}',
  summary: 'Villanın takvimi (.ics), diğer kanalların içe aktarması için',
  description:
    'Adres: /v1/villas/{villa_id}/calendar/{ical_token}.ics. Rezervasyonlar ve kapatmalar tüm gün etkinlikleri olarak listelenir; dış takvimlerden gelenler (yankı döngüsü olmasın diye) listelenmez.',
  tags,
  params: z.object({ villa_id: recordId(), file: z.string().max(80) }),
  response: z.string(),
});
