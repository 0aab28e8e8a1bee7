import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, blankText, flag, id, optionalRef, ref, timestamps, whole } from '../columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: blankText('phone'),
    active: flag('active', true),
    // Bumped on password change, deactivation and 'Tüm oturumları kapat': older tokens stop working.
    tokenVersion: whole('token_version', 0),
    ...timestamps(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('ADMIN', 'OWNER')`),
  ],
);

/**
 * Tokens signed out before they expire (POST /v1/auth/logout), by their id (jti), kept until their
 * own expiry and pruned after it. Every authenticated request checks its jti here.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed logins per e-mail (known or not, so the answer tells nothing), shared by every API
 * process: a window of 15 minutes from its first failure, and the lock its last failure set.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('login_failures_window_started_at_idx').on(t.windowStartedAt)],
);

/** `created_by integer REFERENCES users ON DELETE SET NULL`: the staff member who wrote the row. */
export const createdBy = () => optionalRef('created_by', () => users.id, 'set null');
