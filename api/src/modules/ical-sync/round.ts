import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRIVATE_SETTINGS_GROUP } from '../../auth/jwt-secret.ts';
import { settings } from '../../db/schema/settings.ts';
import type { Db, Tx } from '../../db/types.ts';

/**
 * The scheduled iCal sync's round, shared by every API instance through the database.
 *
 * One row of the settings table (private group, never published) records the last round: when
 * it started, and while it runs, its claim. An instance whose timer fires takes the round only
 * when the last one started at least an interval ago (or its claim was abandoned), by a
 * compare-and-set on the row: of two instances at the same moment exactly one wins. So the feeds
 * are synced once per interval whatever the number of instances and however their timers lie.
 *
 * A claim carries an expiry: an instance that died during its round never completes it, and
 * once the claim has expired another instance takes the round over. (A live run is never taken
 * over: on PostgreSQL it holds the advisory lock, which every instance takes before looking
 * here; PGlite has one instance, whose runs never overlap.)
 */
export const ICAL_ROUND_SETTING = 'ical_sync_round';

const stamp = z.string().nullable().catch(null);
const roundSchema = z.object({
  /** Start of the running or last round (ISO). */
  started_at: stamp,
  /** End of the last round; null while one runs. */
  finished_at: stamp,
  status: z.enum(['running', 'ok', 'failed']).nullable().catch(null),
  /** Id of the run holding the round; null when none runs. */
  claim: z.string().nullable().catch(null),
  /** A claim not completed by then was abandoned and can be taken over. */
  claim_expires_at: stamp,
});
type Round = z.infer<typeof roundSchema>;

const EMPTY: Round = {
  started_at: null,
  finished_at: null,
  status: null,
  claim: null,
  claim_expires_at: null,
};

function parseRound(value: string): Round {
  try {
    const parsed = roundSchema.safeParse(JSON.parse(value));
    // A malformed row counts as "no round yet": the next timer claims it (and rewrites it).
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** ms since the epoch, or -Infinity when missing/invalid (always in the past). */
const ms = (iso: string | null) => {
  const n = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(n) ? Number.NEGATIVE_INFINITY : n;
};

export interface RoundOptions {
  /** Minimum time between the starts of two rounds. */
  intervalMs: number;
  /** How long a claim lasts before another instance may take the round over. */
  claimTtlMs: number;
  /** Clock for tests; by default the database's, so every instance reads the same one. */
  now?: (() => number) | undefined;
}

/** This instance holds the round: complete it with finishRound. */
export interface RoundClaim {
  claimed: true;
  /** The row's value as claimed (the compare-and-set of finishRound). */
  value: string;
  round: Round;
  /** The round was taken over from a claim that expired uncompleted (its instance died). */
  takenOver: boolean;
}

export interface RoundSkip {
  claimed: false;
  /** `not-due`: the round of this interval already ran or runs; `claimed`: a claim not yet expired. */
  reason: 'not-due' | 'claimed';
  /** When this instance may try again. */
  until: Date;
}

/** The time to judge and record rounds by: the database's, the same for every instance. */
async function clockOf(db: Db | Tx, now: RoundOptions['now']): Promise<number> {
  if (now) return now();
  const [row] = (
    (await db.execute(
      sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
    )) as unknown as {
      rows: { ms: number }[];
    }
  ).rows;
  const at = Number(row?.ms);
  if (!Number.isFinite(at)) throw new Error('iCal sync round: the database clock could not be read');
  return at;
}

/** The round's row, if recorded. */
async function readRound(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ICAL_ROUND_SETTING));
  return row ? row.value : null;
}

/**
 * Takes this interval's round when it is due (or its claim was abandoned), atomically: of several
 * instances asking at once exactly one gets a claim. Not inside a transaction: the claim is
 * committed at once, so it is seen by every instance while the run downloads and applies.
 */
export async function claimRound(db: Db, opts: RoundOptions): Promise<RoundClaim | RoundSkip> {
  let value = await readRound(db);
  if (value === null) {
    await db
      .insert(settings)
      .values({ key: ICAL_ROUND_SETTING, value: JSON.stringify(EMPTY), group: PRIVATE_SETTINGS_GROUP })
      .onConflictDoNothing();
    value = await readRound(db);
    if (value === null) throw new Error('iCal sync round could not be recorded');
  }
  const at = await clockOf(db, opts.now);
  const last = parseRound(value);
  if (last.claim !== null) {
    const expires = ms(last.claim_expires_at);
    if (at < expires) return { claimed: false, reason: 'claimed', until: new Date(expires) };
    // Abandoned (its instance died before completing it): taken over now, due or not.
  } else {
    const due = ms(last.started_at) + opts.intervalMs;
    if (at < due) return { claimed: false, reason: 'not-due', until: new Date(due) };
  }
  const round: Round = {
    started_at: new Date(at).toISOString(),
    finished_at: null,
    status: 'running',
    claim: randomUUID(),
    claim_expires_at: new Date(at + opts.claimTtlMs).toISOString(),
  };
  const next = JSON.stringify(round);
  // Compare-and-set: an instance that changed the row since we read it has claimed the round.
  const won = await db
    .update(settings)
    .set({ value: next })
    .where(and(eq(settings.key, ICAL_ROUND_SETTING), eq(settings.value, value)))
    .returning({ key: settings.key });
  if (won.length === 0) {
    return { claimed: false, reason: 'claimed', until: new Date(at + opts.claimTtlMs) };
  }
  return { claimed: true, value: next, round, takenOver: last.claim !== null };
}

/**
 * Completes a claimed round (`ok`, or `failed`: the round still counts, so a failing run does not
 * download every feed again at each timer). The next round is due an interval after this one
 * started. Returns false when the claim was no longer ours (taken over after it expired).
 */
export async function finishRound(
  db: Db | Tx,
  claim: RoundClaim,
  status: 'ok' | 'failed',
  now?: RoundOptions['now'],
): Promise<boolean> {
  const done: Round = {
    started_at: claim.round.started_at,
    finished_at: new Date(await clockOf(db, now)).toISOString(),
    status,
    claim: null,
    claim_expires_at: null,
  };
  const rows = await db
    .update(settings)
    .set({ value: JSON.stringify(done) })
    .where(and(eq(settings.key, ICAL_ROUND_SETTING), eq(settings.value, claim.value)))
    .returning({ key: settings.key });
  return rows.length > 0;
}
