import { HttpError, MESSAGES } from '../lib/http-error.ts';

/** SQLSTATE of a database error; drizzle wraps driver errors and keeps the original in `cause`. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps constraint violations to client errors; anything else stays a server error (undefined). */
export function dbErrorToHttp(err: unknown): HttpError | undefined {
  switch (sqlState(err)) {
    case '23505':
      return new HttpError(409, MESSAGES.duplicate);
    case '23P01':
      return new HttpError(409, MESSAGES.overlap);
    case '23503':
      return new HttpError(409, MESSAGES.inUse);
    default:
      return undefined;
  }
}
