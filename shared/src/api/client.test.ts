import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import {
  api,
  apiErrorMessage,
  apiErrorStatus,
  isApiError,
  newIdempotencyKey,
  pageControl,
  retryPolicy,
} from './client';

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

describe('Idempotency-Key on public writes', () => {
  const UUID = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;
  const policy = { ...retryPolicy };
  afterEach(() => {
    Object.assign(retryPolicy, policy);
    useSession.getState().clear();
  });

  /** Answers in turn with the given statuses (undefined: no answer at all), recording each key. */
  function sequence(statuses: Array<number | undefined>, headers: Record<string, string> = {}) {
    const keys: unknown[] = [];
    let call = 0;
    const adapter: AxiosAdapter = async (config) => {
      keys.push(config.headers.get('Idempotency-Key'));
      const status = statuses[Math.min(call++, statuses.length - 1)];
      if (status === undefined) throw new AxiosError('Network Error', 'ERR_NETWORK', config, null);
      const response = {
        status,
        data: { content: { message: `yanıt ${status}` } },
        statusText: '',
        headers,
        config,
      };
      if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
      return response;
    };
    return { adapter, keys };
  }

  it('sends a fresh key with every public write, none with reads, admin writes or login', async () => {
    signIn();
    const { adapter, keys } = sequence([201]);
    await api.post('/v1/reservations', {}, { adapter });
    await api.post('/v1/reservations', {}, { adapter });
    await api.post('/v1/website/contact', {}, { adapter });
    await api.get('/v1/villatype', { adapter });
    await api.post('/v1/admin/external', {}, { adapter });
    await api.post('/v1/auth/login', {}, { adapter });
    expect(keys.slice(0, 3)).toEqual([
      expect.stringMatching(UUID),
      expect.stringMatching(UUID),
      expect.stringMatching(UUID),
    ]);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys.slice(3)).toEqual([undefined, undefined, undefined]);
  });

  it('sends the request again with the same key when no answer came back', async () => {
    retryPolicy.delayMs = () => 0;
    const { adapter, keys } = sequence([undefined, 201]);
    const res = await api.post('/v1/reservations', { villaId: 1 }, { adapter });
    expect(res.status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('waits and asks again while the first request is still running (409 with Retry-After)', async () => {
    const waits: Array<number | undefined> = [];
    retryPolicy.delayMs = (_attempt, retryAfter) => {
      waits.push(retryAfter);
      return 0;
    };
    const { adapter, keys } = sequence([409, 201], { 'retry-after': '1' });
    expect((await api.post('/v1/boatreservations', {}, { adapter })).status).toBe(201);
    expect(waits).toEqual([1]);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not repeat a refusal (409 without Retry-After, 400) and gives up after the retries', async () => {
    retryPolicy.delayMs = () => 0;
    const taken = sequence([409, 201]);
    await expect(api.post('/v1/reservations', {}, { adapter: taken.adapter })).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(taken.keys).toHaveLength(1);
    const bad = sequence([400, 201]);
    await expect(api.post('/v1/reservations', {}, { adapter: bad.adapter })).rejects.toThrow();
    expect(bad.keys).toHaveLength(1);
    const down = sequence([503]);
    const err = await api.post('/v1/reservations', {}, { adapter: down.adapter }).catch((e: unknown) => e);
    expect(apiErrorStatus(err)).toBe(503);
    expect(down.keys).toHaveLength(1 + retryPolicy.retries);
    expect(new Set(down.keys).size).toBe(1);
  });

  it('keeps a key the caller chose for its own retries', async () => {
    const { adapter, keys } = sequence([201]);
    await api.post('/v1/reservations', {}, { adapter, headers: { 'Idempotency-Key': '"benim-anahtarim"' } });
    expect(keys).toEqual(['"benim-anahtarim"']);
  });

  it('makes version-4 UUIDs without crypto.randomUUID too (plain http)', () => {
    // An own property hides the prototype's method for the duration of the test.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(`"${key}"`).toMatch(UUID);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
