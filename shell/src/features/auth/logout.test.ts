import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api } from '@villa/shared/api/client';
import { STORAGE_KEYS } from '@villa/shared/config/constants';
import { useSession } from '@villa/shared/stores/session';
import { logout, logoutNavigation } from './logout';

const SESSION = {
  iat: 1,
  exp: Math.floor(Date.now() / 1000) + 3600,
  id: 7,
  token: 'header.payload.signature',
  user_role: 'ADMIN',
  user_name: 'Ayşe Yılmaz',
};

let post: MockInstance<typeof api.post>;
let go: MockInstance<typeof logoutNavigation.go>;
/** What had happened when the API call was made: the session must still be there then. */
let tokenDuringCall: string | null | undefined;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(SESSION));
  useSession.setState(SESSION);
  tokenDuringCall = undefined;
  go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('logout', () => {
  it('revokes the token on the server first, then clears the session and storage and goes to /', async () => {
    post = vi.spyOn(api, 'post').mockImplementation(async () => {
      tokenDuringCall = useSession.getState().token;
      return { data: { content: { revoked: true } } };
    });
    await logout();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/v1/auth/logout');
    expect(body).toBeUndefined();
    expect(config?.headers).toEqual({ Authorization: 'Bearer header.payload.signature' });
    expect(tokenDuringCall).toBe('header.payload.signature');
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the call fails (offline)', async () => {
    post = vi.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    await logout();
    expect(post).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('without a session it only goes to /', async () => {
    useSession.getState().clear();
    post = vi.spyOn(api, 'post');
    await logout();
    expect(post).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/');
  });
});
