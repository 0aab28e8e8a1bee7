import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { ErrorEnvelope } from '../contracts/envelope';
import { useSession } from '../stores/session';

/** Base URL of the provider API; the embedded platform serves it on the same origin. */
function apiBase(): string {
  const configured = (globalThis as { __VILLA_API_BASE__?: unknown }).__VILLA_API_BASE__;
  return typeof configured === 'string' ? configured : '';
}

function isAdminRead(method: string | undefined, url: string | undefined): boolean {
  return (method ?? 'get').toLowerCase() === 'get' && !!url && /(^|\/)v1\/admin\//.test(url);
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

/** The single axios instance: bearer header in, 401/403 on admin reads out. */
export const api: AxiosInstance = axios.create({
  baseURL: apiBase(),
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});

api.interceptors.request.use((config) => {
  const token = useSession.getState().token;
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (error instanceof AxiosError) {
      const status = error.response?.status;
      if ((status === 401 || status === 403) && isAdminRead(error.config?.method, error.config?.url)) {
        handleAdminAuthFailure();
      }
    }
    return Promise.reject(error);
  },
);

/** The server's Turkish message from an error envelope, or a generic one. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    const message = (error.response?.data as Partial<ErrorEnvelope> | undefined)?.content?.message;
    if (typeof message === 'string' && message) return message;
    if (!error.response) return 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.';
    return `İstek başarısız oldu (${error.response.status}).`;
  }
  return error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu.';
}
