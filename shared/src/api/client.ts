import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type { ErrorEnvelope } from '../contracts/envelope';
import { useSession } from '../stores/session';

/** Base URL of the provider API; the embedded platform serves it on the same origin. */
function apiBase(): string {
  const configured = (globalThis as { __VILLA_API_BASE__?: unknown }).__VILLA_API_BASE__;
  return typeof configured === 'string' ? configured : '';
}

/** Admin calls: the only ones that need the session (api/test/access.test.ts keeps it so). */
function isAdminCall(url: string | undefined): boolean {
  return !!url && /(^|\/)v1\/admin\//.test(url);
}

function isAdminRead(method: string | undefined, url: string | undefined): boolean {
  return (method ?? 'get').toLowerCase() === 'get' && isAdminCall(url);
}

/** A visitor's write (IETF draft "The Idempotency-Key HTTP Header Field"; api/src/plugins/idempotency.ts). */
function isPublicWrite(method: string | undefined, url: string | undefined): boolean {
  const m = (method ?? 'get').toLowerCase();
  return (
    (m === 'post' || m === 'put' || m === 'patch' || m === 'delete') &&
    !isAdminCall(url) &&
    !/(^|\/)v1\/auth\//.test(url ?? '')
  );
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID (v4); crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * How a public write whose answer did not arrive is sent again, with the same Idempotency-Key (the
 * server then answers with the first response instead of acting twice): no answer at all, a
 * gateway or overload answer (502/503/504), or 409 with Retry-After (the first is still running).
 * An object so tests can shorten the waits.
 */
export const retryPolicy = {
  retries: 2,
  delayMs: (attempt: number, retryAfterSeconds: number | undefined) =>
    Math.min(5_000, retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : 800 * attempt),
};

type RetriedConfig = InternalAxiosRequestConfig & { idempotentRetries?: number };

/** Page reload, kept behind an object so tests can observe it. */
export const pageControl = {
  reload: (): void => globalThis.location?.reload(),
};

/** Called when an admin read answers 401/403: SPEC §4 clears the session and reloads. */
export function handleAdminAuthFailure(): void {
  useSession.getState().clear();
  pageControl.reload();
}

/**
 * An error of the axios instance (what `axios.isAxiosError` checks: the flag axios sets on its
 * errors), recognised without loading axios.
 */
export function isApiError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The HTTP status of a failed request, or undefined when no response came back. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

const OFFLINE = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.';

async function createInstance(): Promise<AxiosInstance> {
  const { default: axios } = await import('axios');
  const instance = axios.create({
    baseURL: apiBase(),
    timeout: 20_000,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.request.use((config) => {
    // Public calls go without it (SPEC §7: the header search sends no token), so a signed-in
    // staff member's token never travels with a visitor's request.
    const token = isAdminCall(config.url) ? useSession.getState().token : null;
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    // One key per call of a public write (one user action); its retries below keep it. A feature
    // that retries an action itself passes its own key in the header.
    if (isPublicWrite(config.method, config.url) && !config.headers.has(IDEMPOTENCY_HEADER)) {
      config.headers.set(IDEMPOTENCY_HEADER, `"${newIdempotencyKey()}"`);
    }
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    async (error: unknown) => {
      if (isApiError(error)) {
        const status = error.response?.status;
        if ((status === 401 || status === 403) && isAdminRead(error.config?.method, error.config?.url)) {
          handleAdminAuthFailure();
        }
        const config = error.config as RetriedConfig | undefined;
        const retryAfter = Number(error.response?.headers?.['retry-after']);
        const retryable =
          status === undefined
            ? error.code !== 'ERR_CANCELED'
            : status === 502 || status === 503 || status === 504 || (status === 409 && retryAfter >= 0);
        if (config?.headers?.has(IDEMPOTENCY_HEADER) && retryable) {
          const attempt = (config.idempotentRetries ?? 0) + 1;
          if (attempt <= retryPolicy.retries) {
            config.idempotentRetries = attempt;
            const wait = retryPolicy.delayMs(attempt, Number.isFinite(retryAfter) ? retryAfter : undefined);
            await new Promise((r) => setTimeout(r, wait));
            return instance.request(config);
          }
        }
      }
      return Promise.reject(error);
    },
  );
  return instance;
}

/**
 * Kept on globalThis (Symbol.for key) so the page has one instance whichever copy of this module a
 * bundle evaluates: a remote's own code reaches the shell's share, but a stateless @villa/shared
 * module compiled into the remote (api/request) evaluates the remote's fallback copy, which would
 * otherwise download axios again and build a second instance on its first request.
 */
const INSTANCE = Symbol.for('villa.axios-instance');
const slot = globalThis as unknown as Record<symbol, Promise<AxiosInstance> | undefined>;

/**
 * The single axios instance: bearer header in, 401/403 on admin reads out. It is created on the
 * first request, so axios (~21 KB gzip) is not part of a public page's first load: the layout's
 * data comes embedded in the page and the home page's lower sections ask for theirs only when
 * the visitor scrolls near them. If its code cannot be fetched, the next request tries again.
 */
export function axiosInstance(): Promise<AxiosInstance> {
  const instance = (slot[INSTANCE] ??= createInstance().catch(() => {
    slot[INSTANCE] = undefined;
    throw new Error(OFFLINE);
  }));
  return instance;
}

/**
 * The first copy of this module a page evaluates (the shell's share, at start) offers axiosInstance
 * on globalThis: api/request, compiled into each remote, takes it from there and imports this module
 * itself only when it is missing, so a remote does not download its own fallback copy (~3 KB gzip
 * with the session store) at start.
 */
export const AXIOS_INSTANCE_FACTORY = Symbol.for('villa.axios-instance-factory');
(globalThis as unknown as Record<symbol, typeof axiosInstance | undefined>)[AXIOS_INSTANCE_FACTORY] ??=
  axiosInstance;

type Methods = Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put' | 'patch'>;

/** One of axios's request methods, called on the instance once it exists (same signature). */
function forward<K extends keyof Methods>(name: K): Methods[K] {
  const call = (...args: unknown[]) =>
    axiosInstance().then((i) => (i[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  // The arguments go through untouched, so the call has exactly axios's own overloads.
  return call as Methods[K];
}

/** The API client every screen uses: axios's request methods on the single instance. */
export const api: Methods = {
  get: forward('get'),
  delete: forward('delete'),
  post: forward('post'),
  put: forward('put'),
  patch: forward('patch'),
};

/** The server's Turkish message from an error envelope, or a generic one. */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const message = (error.response?.data as Partial<ErrorEnvelope> | undefined)?.content?.message;
    if (typeof message === 'string' && message) return message;
    if (!error.response) return OFFLINE;
    return `İstek başarısız oldu (${error.response.status}).`;
  }
  return error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu.';
}
