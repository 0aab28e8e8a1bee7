import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/constants';

function token(payload: object): string {
  const b64 = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}

const now = () => Math.floor(Date.now() / 1000);

async function freshStore() {
  vi.resetModules();
  return (await import('./session')).useSession;
}

describe('admin session store', () => {
  beforeEach(() => localStorage.clear());

  it('stores the session of SPEC §3 from a login response', async () => {
    const useSession = await freshStore();
    const exp = now() + 3600;
    useSession.getState().login({
      accessToken: token({ id: 5, iat: now(), exp }),
      user: { id: 5, email: 'a@b.c', role: 'ADMIN', UserDetail: { firstName: 'Deniz', lastName: 'Yılmaz' } },
    });
    const s = useSession.getState();
    expect(s).toMatchObject({ id: 5, exp, user_role: 'ADMIN', user_name: 'Deniz Yılmaz' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminSession)!)).toMatchObject({ id: 5, exp });
  });

  it('restores a stored session only while exp is in the future', async () => {
    localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify({ token: 't', exp: now() + 60, id: 1 }));
    expect((await freshStore()).getState().token).toBe('t');
    localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify({ token: 't', exp: now() - 1, id: 1 }));
    expect((await freshStore()).getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull();
  });

  it('refuses tokens that cannot be decoded and stores nothing', async () => {
    const useSession = await freshStore();
    const user = { id: 1, email: 'a@b.c', role: 'ADMIN', UserDetail: { firstName: 'A', lastName: 'B' } };
    for (const bad of ['abc', 'a.b', `${btoa('{}')}.%%%.x`, token({ id: 1 })]) {
      expect(() => useSession.getState().login({ accessToken: bad, user })).toThrow();
    }
    expect(() => useSession.getState().login({ accessToken: 42 as unknown as string, user })).toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull();
  });

  it('clear() empties the session and its storage', async () => {
    localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify({ token: 't', exp: now() + 60, id: 1 }));
    const useSession = await freshStore();
    useSession.getState().clear();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull();
  });
});
