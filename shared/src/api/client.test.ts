import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import { api, apiErrorMessage, apiErrorStatus, isApiError, pageControl } from './client';

function respond(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

function signIn() {
  useSession.setState({ token: 'tok', exp: Math.floor(Date.now() / 1000) + 600, id: 1 });
}

describe('the axios instance', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useSession.getState().clear();
  });

  it('sends the bearer token', async () => {
    signIn();
    let auth: unknown;
    await api.get('/v1/admin/users', {
      adapter: async (config) => {
        auth = config.headers.get('Authorization');
        return { status: 200, data: {}, statusText: '', headers: {}, config };
      },
    });
    expect(auth).toBe('Bearer tok');
  });

  it('sends no token with public calls, even when signed in', async () => {
    signIn();
    const seen: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config.headers.get('Authorization'));
      return { status: 200, data: {}, statusText: '', headers: {}, config };
    };
    await api.get('/v1/search/input', { params: { searchString: 'kaş' }, adapter });
    await api.post('/v1/website/subscribe', { email: 'a@example.com' }, { adapter });
    await api.get('/v1/admin/villas', { adapter });
    expect(seen).toEqual([undefined, undefined, 'Bearer tok']);
  });

  it.each([401, 403])('clears the session and reloads on %i from an admin read', async (status) => {
    signIn();
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
    await expect(api.get('/v1/admin/users', { adapter: respond(status, {}) })).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(useSession.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the session on a failed admin write and on public reads', async () => {
    signIn();
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => {});
    await expect(api.post('/v1/admin/users', {}, { adapter: respond(403, {}) })).rejects.toThrow();
    await expect(api.get('/v1/villatype', { adapter: respond(401, {}) })).rejects.toThrow();
    expect(useSession.getState().token).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads the Turkish message from the error envelope', async () => {
    const err = await api
      .get('/v1/x', { adapter: respond(409, { content: { message: 'Bu kayıt zaten mevcut.' } }) })
      .catch((e: unknown) => e);
    expect(apiErrorMessage(err)).toBe('Bu kayıt zaten mevcut.');
  });

  it('tells the status of a failed request, and nothing for other errors', async () => {
    const notFound = await api.get('/v1/villas/yok', { adapter: respond(404, {}) }).catch((e: unknown) => e);
    expect(isApiError(notFound)).toBe(true);
    expect(apiErrorStatus(notFound)).toBe(404);
    const offline = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(apiErrorStatus(offline)).toBeUndefined();
    expect(apiErrorMessage(offline)).toBe('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
    expect(isApiError(new Error('x'))).toBe(false);
    expect(apiErrorStatus(null)).toBeUndefined();
  });
});
