// What the API logs carries no personal data (KVKK): drizzle's error message holds the whole SQL
// with its parameters (a guest's name, e-mail and phone), PostgreSQL's `detail` repeats the values
// of a violated key, and request URLs can carry an e-mail or a payment token. The logger redacts
// personal fields and credentials, errors are logged with the SQLSTATE, constraint, table and the
// query's shape but without parameters or literal values, and URLs without personal query values.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const CENSOR = '[Redacted]';

/** Personal fields, credentials and tokens, wherever a log line carries them (pino redact paths). */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'paymentToken',
  'authorization',
  'cookie',
  'email',
  'phone',
  'name',
  'firstName',
  'lastName',
  'customer_name',
  'customer_email',
  'customer_phone',
  'customerName',
  'customerEmail',
  'customerPhone',
  'toAddress',
  'to',
  'params',
  'body',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`]),
];

/** Query parameters whose values are personal or secret: replaced in logged URLs. */
const SENSITIVE_QUERY = new Set([
  'email',
  'phone',
  'name',
  'q',
  'customer_name',
  'customer_email',
  'customer_phone',
  'token',
  'password',
]);
/** Paths whose last segment is a secret (payment and offer links). */
const TOKEN_PATHS = /^(\/(?:v1\/payment|odeme|teklif)\/)[^/?#]+/;

/** A URL as it may be logged: personal query values and link tokens replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(TOKEN_PATHS, `$1${CENSOR}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: the key is judged as written.
      }
      return SENSITIVE_QUERY.has(key.toLowerCase()) ? `${pair.slice(0, eq)}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The shape of a SQL statement: string and number literals become `?` (placeholders stay). */
export function sqlShape(sql: string): string {
  return sql
    .replace(/E?'(?:[^']|'')*'/g, '?')
    .replace(/\$\$[\s\S]*?\$\$/g, '?')
    .replace(/(?<![\w$."])-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b(?!["\w])/gi, '?');
}

/** An error message without values: embedded SQL as its shape, no parameters, no quoted values. */
export function redactMessage(message: string): string {
  return (
    message
      // drizzle: "Failed query: <sql>\nparams: <values>"
      .replace(/\nparams:[\s\S]*$/, '')
      .replace(/^(Failed query: )([\s\S]*)$/, (_m, head: string, sql: string) => head + sqlShape(sql))
      // PostgreSQL: `Key (email)=(a@b.c) already exists`, `invalid input syntax for type integer: "x"`
      .replace(/=\((?:[^()]|\([^()]*\))*\)/g, '=(?)')
      .replace(/(Failing row contains )\([\s\S]*\)/g, '$1(?)')
      .replace(/: "(?:[^"\\]|\\.)*"/g, ': "?"')
      .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g, '[email]')
  );
}

/** Fields of a driver error that name things, not values. */
const KEEP = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'statusCode',
];

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** pino `err` serializer: type, message, stack, SQLSTATE and names; no parameters or values. */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: redactMessage(String(err)), stack: '' };
  }
  const e = err as Error & Record<string, unknown>;
  const message = redactMessage(e.message);
  const out: SerializedError = { type: e.name || e.constructor.name, message, stack: '' };
  for (const key of KEEP) {
    const v = e[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = v;
  }
  if (typeof e.query === 'string') out.query = sqlShape(e.query);
  if (typeof e.detail === 'string') out.detail = redactMessage(e.detail);
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** pino `req` serializer: Fastify's fields, the URL without personal query values or tokens. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with redaction and the serializers above (false stays false). */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { ...base.serializers, err: (err: unknown) => serializeError(err), req: serializeRequest },
  };
}
