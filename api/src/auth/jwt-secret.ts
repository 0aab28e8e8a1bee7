import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema/settings.ts';
import type { Db } from '../db/types.ts';

/** Settings key of the shared secret in PostgreSQL mode; its group is never published. */
export const JWT_SECRET_SETTING = 'jwt_secret';
export const PRIVATE_SETTINGS_GROUP = 'private';

/**
 * JWT_SECRET when set. Otherwise generated once and kept: in DATA_DIR/jwt-secret (0600)
 * for PGlite, or in the settings table for PostgreSQL so every replica signs alike.
 */
export async function resolveJwtSecret(opts: {
  configured: string | undefined;
  driver: 'pglite' | 'pg';
  dataDir: string;
  db: Db;
}): Promise<string> {
  if (opts.configured) return opts.configured;
  if (opts.driver === 'pglite') {
    const file = join(opts.dataDir, 'jwt-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
  // Two replicas may start together: insert-if-absent, then read whichever won.
  await opts.db
    .insert(settings)
    .values({
      key: JWT_SECRET_SETTING,
      value: randomBytes(48).toString('base64url'),
      group: PRIVATE_SETTINGS_GROUP,
    })
    .onConflictDoNothing();
  const [row] = await opts.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, JWT_SECRET_SETTING));
  if (!row) throw new Error('JWT secret could not be stored');
  return row.value;
}
