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

/**
 * For `.catch` on a write: the database's refusal with SQLSTATE `state` ('23505' unique, '23503'
 * foreign key, '23P01' exclusion) becomes a 409 with the given Turkish message, more precise than
 * the central handler's; any other error is thrown on.
 */
export function conflictOn(state: string, message: string): (err: unknown) => never {
  return (err) => {
    if (sqlState(err) === state) throw new HttpError(409, message);
    throw err;
  };
}

/** Told to a client whose booking lost to concurrent ones (deadlock, serialization, lock wait). */
export const BUSY_MESSAGE =
  'Bu kayıt üzerinde aynı anda başka işlemler yapılıyor; lütfen birkaç saniye sonra tekrar deneyin.';
/** Told when the database is saturated (no free connection in time, a statement ran too long). */
export const OVERLOADED_MESSAGE = 'Sistem şu anda çok yoğun; lütfen birkaç saniye sonra tekrar deneyin.';

/** A booking that could not get its turn (db/locks.ts): 409, safe to retry. */
export class DbBusyError extends HttpError {
  constructor() {
    super(409, BUSY_MESSAGE);
  }
}

/** Deadlock (40P01) or serialization failure (40001): the transaction may simply run again. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
}

/** pg-pool's error when no connection frees up within DB_POOL_WAIT_MS (it has no SQLSTATE). */
function isPoolWaitTimeout(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; depth++) {
    if (/^timeout exceeded when trying to connect|connection timeout$/.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

/** A failure that says nothing about the request itself: retrying it later may succeed. */
export function isTransientDbError(err: unknown): boolean {
  if (err instanceof DbBusyError || isRetryableConflict(err) || isPoolWaitTimeout(err)) return true;
  const state = sqlState(err);
  return state === '55P03' || state === '57014' || state === '53300';
}

/** Told when the database refuses a value of the request (number out of range, bad date, NUL byte). */
export const BAD_VALUE_MESSAGE =
  'Gönderilen değerlerden biri geçersiz (sayı aralık dışında, tarih ya da metin hatalı).';

/** Maps constraint violations to client errors; anything else stays a server error (undefined). */
export function dbErrorToHttp(err: unknown): HttpError | undefined {
  if (isPoolWaitTimeout(err)) return new HttpError(503, OVERLOADED_MESSAGE);
  switch (sqlState(err)) {
    // Deadlock, serialization failure, lock_timeout: another write held the rows.
    case '40P01':
    case '40001':
    case '55P03':
      return new HttpError(409, BUSY_MESSAGE);
    // statement_timeout, too many connections.
    case '57014':
    case '53300':
      return new HttpError(503, OVERLOADED_MESSAGE);
    case '23505':
      return new HttpError(409, MESSAGES.duplicate);
    case '23P01':
      return new HttpError(409, MESSAGES.overlap);
    case '23503':
      return new HttpError(409, MESSAGES.inUse);
    // Data errors only bad input can cause (a value past int4, text where a number or a date
    // belongs, a NUL byte): the request is wrong, not the server. The fields helpers stop them first.
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22021':
    case '22P05':
      return new HttpError(400, BAD_VALUE_MESSAGE);
    default:
      return undefined;
  }
}
