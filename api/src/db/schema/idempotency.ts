import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../columns.ts';

/**
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field") of public writes: the
 * first request with a key claims it; its response is kept until `expires_at` and replayed to a
 * retry with the same key and the same request (fingerprint: method, path, body).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** sha256 of method, path and the validated body. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    startedAt: at('started_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('idempotency_keys_expires_at_idx').on(t.expiresAt)],
);
