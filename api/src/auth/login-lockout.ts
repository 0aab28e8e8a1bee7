import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema/users.ts';
import type { Db } from '../db/types.ts';

/** Failures count within this window from the first one; a lock lasts this long at most. */
export const LOCKOUT_MINUTES = 15;
const WINDOW = sql.raw(`interval '${LOCKOUT_MINUTES} minutes'`);

/**
 * Failed logins per account, in the database so every API process sees the same count and lock
 * (no Redis needed). After `maxFailures` failures within the window the account is locked for
 * LOCKOUT_MINUTES from the failure that locked it; failures while locked never extend it, so a
 * stranger can lock an account for at most that long at a time.
 */
export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly maxFailures = 5,
  ) {}

  /** When the account's lock ends, or null when it is not locked. */
  async lockedUntil(email: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ until: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.lockedUntil, sql`now()`)));
    return row?.until ?? null;
  }

  /** One more failure, counted atomically (two processes failing together both count). */
  async recordFailure(email: string): Promise<void> {
    const t = loginFailures;
    // The previous window is over, or the previous lock has ended: this failure starts afresh.
    const fresh = sql`(${t.windowStartedAt} <= now() - ${WINDOW} or ${t.lockedUntil} <= now())`;
    const count = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
    await this.db
      .insert(t)
      .values({
        email,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: this.maxFailures <= 1 ? sql`now() + ${WINDOW}` : null,
      })
      .onConflictDoUpdate({
        target: t.email,
        set: {
          failures: count,
          windowStartedAt: sql`case when ${fresh} then now() else ${t.windowStartedAt} end`,
          lockedUntil: sql`case
            when ${t.lockedUntil} > now() then ${t.lockedUntil}
            when ${count} >= ${this.maxFailures} then now() + ${WINDOW}
            else null end`,
        },
      });
    // Keep the table to the accounts that failed recently (an index on the window start).
    await this.db
      .delete(t)
      .where(
        and(
          lt(t.windowStartedAt, sql`now() - ${WINDOW}`),
          or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
        ),
      );
  }

  /** A successful login or an ADMIN's 'Kilidi aç' clears the count and the lock. */
  async reset(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
