import { z } from 'zod';
import { recordId } from './fields';

/** Channel calendars (iCal): a villa's feeds, the sync preview and apply, feed alerts and conflicts. */

export const ICAL_SOURCES = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type IcalSource = (typeof ICAL_SOURCES)[number];
export const ICAL_SOURCE_LABELS: Record<IcalSource, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Diğer',
};

export interface VillaIcalFeed {
  id: number;
  villa_id: number;
  source: IcalSource;
  url: string;
  last_sync_at: string | null;
  /** ok, error, held (a scheduled sync waits for staff: held_reason), or null before the first sync. */
  last_status: string | null;
  /** Turkish text of the last error, kept after a later success (see last_error_at). */
  last_error: string | null;
  last_success_at: string | null;
  last_error_at: string | null;
  /** First failure since the last success; null while the feed reads. */
  failing_since: string | null;
  held_at: string | null;
  held_reason: string | null;
  last_added: number;
  last_changed: number;
  last_removed: number;
}

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
  start_date: z.string(),
  /** Exclusive (iCal all-day DTEND): the day the villa is free again. */
  end_date: z.string(),
  /** For a changed event: its dates before the sync. */
  previous: z.object({ start_date: z.string(), end_date: z.string() }).optional(),
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
  villa_id: z.number().int(),
  villa_name: z.string(),
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
export const icalFeedAlertsEndpoint = {
  method: 'GET',
  path: '/v1/admin/dashboard/ical-alerts',
  response: z.object({ content: z.array(icalFeedAlertSchema), total: z.number().int() }),
} as const;

export interface IcalConflict {
  id: number;
  villaId: number;
  villaName: string;
  feedSource: string;
  startDate: string;
  endDate: string;
  summary: string;
  conflictNote: string;
}
