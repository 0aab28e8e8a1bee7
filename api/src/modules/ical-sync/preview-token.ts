import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PRIVATE_SETTINGS_GROUP } from '../../auth/jwt-secret.ts';
import { settings } from '../../db/schema/settings.ts';
import type { Db } from '../../db/types.ts';

/**
 * The change-set token of an iCal sync preview.
 *
 * Self-contained and signed, so any API instance can check it without shared memory: the
 * payload is the previewed change set itself (per feed: the events to add and change, the
 * UIDs to remove), a digest of each feed's imported events the preview was computed from, a
 * digest of the conflicts it showed, the villa and an expiry. It is deflated, base64url-encoded
 * and signed with HMAC-SHA256 under a key kept in the settings table (private group), which
 * every instance on the same database reads.
 *
 * Format: `v1.<payload>.<signature>`.
 */

/** How long a preview can be applied. */
export const PREVIEW_TTL_MS = 15 * 60_000;
const KEY_SETTING = 'ical_preview_key';
const VERSION = 'v1';
/** Inflating never yields more than this (the payload is signed, this is a second fence). */
const MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;

/** uid, start (inclusive), end (exclusive), summary. */
const planEventSchema = z.tuple([z.string(), z.string(), z.string(), z.string()]);
export type PlanEvent = z.infer<typeof planEventSchema>;

const plannedFeedSchema = z.union([
  /** The feed could not be read at preview: nothing of it is touched. */
  z.object({ id: z.number().int(), err: z.string() }),
  z.object({
    id: z.number().int(),
    /** Digest of the feed's imported events at preview time. */
    base: z.string(),
    add: z.array(planEventSchema),
    chg: z.array(planEventSchema),
    rm: z.array(z.string()),
    /** Digest of the conflicts the preview showed for add and chg. */
    cf: z.string(),
  }),
]);
export type PlannedFeed = z.infer<typeof plannedFeedSchema>;

const planSchema = z.object({
  v: z.literal(1),
  villa: z.number().int(),
  /** Expiry, ms since the epoch. */
  exp: z.number(),
  feeds: z.array(plannedFeedSchema),
});
export type PreviewPlan = z.infer<typeof planSchema>;

/** sha256 of a JSON value, base64url: the digests inside the plan. */
export function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** The signing key; created once (insert-if-absent, so two instances starting together agree). */
async function previewKey(db: Db): Promise<Buffer> {
  const read = async () =>
    (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY_SETTING)))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(settings)
      .values({
        key: KEY_SETTING,
        value: randomBytes(32).toString('base64url'),
        group: PRIVATE_SETTINGS_GROUP,
      })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row?.value) throw new Error('iCal preview key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`ical-preview.${VERSION}.${body}`).digest();

export async function signPlan(db: Db, plan: PreviewPlan): Promise<string> {
  const key = await previewKey(db);
  const body = deflateRawSync(Buffer.from(JSON.stringify(plan), 'utf8')).toString('base64url');
  return `${VERSION}.${body}.${sign(key, body).toString('base64url')}`;
}

/** The plan of a token, or null when it is malformed, tampered with or signed by another key. */
export async function verifyPlan(db: Db, token: string): Promise<PreviewPlan | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, body = '', sig = ''] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const expected = sign(await previewKey(db), body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const json: unknown = JSON.parse(
      inflateRawSync(Buffer.from(body, 'base64url'), { maxOutputLength: MAX_PAYLOAD_BYTES }).toString('utf8'),
    );
    const parsed = planSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
