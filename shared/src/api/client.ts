import type { AxiosError, AxiosInstance } from 'axios';
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
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (isApiError(error)) {
        const status = error.response?.status;
        if ((status === 401 || status === 403) && isAdminRead(error.config?.method, error.config?.url)) {
          handleAdminAuthFailure();
        }
      }
      return Promise.reject(error);
    },
  );
  return instance;
}

let instance: Promise<AxiosInstance> | undefined;

/**
 * The single axios instance: bearer header in, 401/403 on admin reads out. It is created on the
 * first request, so axios (~21 KB gzip) is not part of a public page's first load: the layout's
 * data comes embedded in the page and the home page's lower sections ask for theirs only when
 * the visitor scrolls near them. If its code cannot be fetched, the next request tries again.
 */
export function axiosInstance(): Promise<AxiosInstance> {
  instance ??= createInstance().catch(() => {
    instance = undefined;
    throw new Error(OFFLINE);
  });
  return instance;
}

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
