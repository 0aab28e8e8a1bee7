import fp from 'fastify-plugin';
import { hasNul, NUL_MESSAGE } from '@villa/shared/contracts/fields';
import { HttpError } from '../lib/http-error.ts';

/** Deeper than any body a route accepts: past it nothing is read, so nothing needs checking. */
const MAX_DEPTH = 32;

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value))
    return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  for (const [key, v] of Object.entries(value)) {
    if (hasNul(key) || containsNul(v, depth + 1)) return true;
  }
  return false;
}

/**
 * A NUL byte anywhere in the URL (path or query, `%00`) or in a parsed body is refused with a 400
 * on every route, including those with hand-written schemas: PostgreSQL text cannot hold it, and
 * no legitimate client sends it. The fields helpers refuse it too; this is the net under them.
 * Raw uploads (Buffers) are bytes and are checked by their own routes.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw new HttpError(400, NUL_MESSAGE);
    });
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.body, 0)) throw new HttpError(400, NUL_MESSAGE);
    });
  },
  { name: 'input-guard' },
);
