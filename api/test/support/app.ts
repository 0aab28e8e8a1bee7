import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import { bearer, build, login, type TestContext } from '../helper.ts';

type BuildOptions = Parameters<typeof build>[0];
type Headers = Record<string, string>;

/**
 * The app of one test file: built on a fresh database (PGlite or PostgreSQL, see
 * helper.ts) before its tests, `ready` run on it once (logins, fixtures), closed after.
 * The returned context reads through to the built one, so it can be captured at
 * module level and used inside the tests.
 */
export function useApp(opts: BuildOptions = {}, ready?: (t: TestContext) => Promise<unknown>): TestContext {
  let built: TestContext | undefined;
  const need = (): TestContext => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    built = await build(opts);
    await ready?.(built);
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      return need().app;
    },
    get db() {
      return need().db;
    },
    get seeded() {
      return need().seeded;
    },
    close: () => need().close(),
  };
}

/** Bearer tokens of the seeded ADMIN and OWNER, logged in side by side. */
export async function tokens(app: App): Promise<[admin: string, owner: string]> {
  const [admin, owner] = await Promise.all([login(app, 'ADMIN'), login(app, 'OWNER')]);
  return [admin, owner];
}

/** Authorization headers of the seeded ADMIN and OWNER. */
export async function authHeaders(app: App): Promise<[admin: Headers, owner: Headers]> {
  const [admin, owner] = await tokens(app);
  return [bearer(admin), bearer(owner)];
}

/** `inject(method, url, headers, payload)`: one request, no headers meaning no token. */
export const requester =
  (t: { app: App }) => (method: string, url: string, headers: Headers | undefined, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** `get(url, token)`: a GET with that bearer token, or none. */
export const getter = (t: { app: App }) => (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** `send(method, url, token, payload)`: one request with that bearer token (none when undefined). */
export const sender =
  (t: { app: App }) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
