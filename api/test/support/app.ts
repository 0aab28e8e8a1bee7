import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/types.ts';
import { bearer, build, login, openTestDb, type TestContext } from '../helper.ts';
import { priceFixtures } from '../reservation-fixtures.ts';

type BuildOptions = Parameters<typeof build>[0];
type Headers = Record<string, string>;

/**
 * The app of one test file: built on a fresh database (PGlite or PostgreSQL, see
 * helper.ts) before its tests, `ready` run on it once (logins, fixtures), closed after.
 * The returned context reads through to the built one, so it can be captured at
 * module level and used inside the tests.
 */
export function useApp(
  opts: BuildOptions | (() => BuildOptions) = {},
  ready?: (t: TestContext) => Promise<unknown>,
): TestContext {
  let built: TestContext | undefined;
  const need = (): TestContext => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    built = await build(typeof opts === 'function' ? opts() : opts);
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

/** The seeded ADMIN's and OWNER's bearer tokens. */
export interface SignedIn {
  admin: string;
  owner: string;
}

/** What priceFixtures makes (see reservation-fixtures.ts). */
export interface Priced {
  /** The seeded OWNER's villa. */
  owned: number;
  /** A villa of another owner. */
  other: number;
  /** The seeded OWNER's user id. */
  ownerId: number;
}

/**
 * useApp whose context also reads through to what `make` made once the app was built (before
 * `ready` runs): `keys` name what it adds.
 */
function useAppWith<X extends object>(
  opts: BuildOptions | (() => BuildOptions),
  keys: readonly (keyof X)[],
  make: (t: TestContext) => Promise<X>,
  ready?: (t: TestContext & X) => Promise<unknown>,
): TestContext & X {
  let made: X | undefined;
  const t = {} as TestContext & X;
  const built = useApp(opts, async (ctx) => {
    made = await make(ctx);
    await ready?.(t);
  });
  Object.defineProperties(t, Object.getOwnPropertyDescriptors(built));
  for (const key of keys) {
    Object.defineProperty(t, key, {
      get: () => {
        if (!made) throw new Error('the test fixtures are made in beforeAll: use them inside a test or hook');
        return made[key];
      },
    });
  }
  return t;
}

const signIn = async (t: TestContext): Promise<SignedIn> => {
  const [admin, owner] = await tokens(t.app);
  return { admin, owner };
};

/** useApp with the seeded ADMIN's and OWNER's tokens as `t.admin` and `t.owner`. */
export const useSignedInApp = (
  opts: BuildOptions | (() => BuildOptions) = {},
  ready?: (t: TestContext & SignedIn) => Promise<unknown>,
) => useAppWith(opts, ['admin', 'owner'], signIn, ready);

/** useSignedInApp with priceFixtures' two villas and the OWNER's id (`t.owned`, `t.other`, `t.ownerId`). */
export const usePricedApp = (
  opts: BuildOptions | (() => BuildOptions) = {},
  ready?: (t: TestContext & SignedIn & Priced) => Promise<unknown>,
) =>
  useAppWith(
    opts,
    ['owned', 'other', 'ownerId', 'admin', 'owner'],
    async (t) => ({ ...(await priceFixtures(t.db)), ...(await signIn(t)) }),
    ready,
  );

/** A migrated, empty database of this run's kind (openTestDb) and no app: open for the file's tests. */
export function useTestDb(): { readonly db: Db } {
  let opened: Awaited<ReturnType<typeof openTestDb>> | undefined;
  beforeAll(async () => {
    opened = await openTestDb();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get db() {
      if (!opened) throw new Error('the test database opens in beforeAll: use it inside a test or hook');
      return opened.handle.db;
    },
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

/** `status(method, url, headers, payload)`: requester's request, answering its status code. */
export const statuser = (t: { app: App }) => {
  const inject = requester(t);
  return async (...call: Parameters<typeof inject>) => (await inject(...call)).statusCode;
};

/** `get(url, token)`: a GET with that bearer token, or none (undefined or null). */
export const getter = (t: { app: App }) => (url: string, token?: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** `send(method, url, token, payload)`: one request with that bearer token (none when undefined or null). */
export const sender =
  (t: { app: App }) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });

/** A request as `inject` takes it, headers left to the caller. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * The staff-only check of each call: without a token 401 'Oturum açmanız gerekiyor.', as the OWNER
 * 403 'Bu işlem için yetkiniz yok.' (a failure names the call).
 */
export async function expectAdminOnly(t: { app: App; owner: string }, calls: readonly Call[]) {
  for (const call of calls) {
    const label = `${call.method} ${call.url}`;
    const anon = await t.app.inject(call);
    expect(anon.statusCode, label).toBe(401);
    expect(anon.json(), label).toEqual({ content: { message: 'Oturum açmanız gerekiyor.' } });
    const asOwner = await t.app.inject({ ...call, headers: bearer(t.owner) });
    expect(asOwner.statusCode, label).toBe(403);
    expect(asOwner.json(), label).toEqual({ content: { message: 'Bu işlem için yetkiniz yok.' } });
  }
}

/**
 * A client error as a person gets it: 400 with a Turkish message that is not the generic server one
 * (and, when `expected` is given, that very message). `label` names the case in a failure.
 */
export function expectBadRequest(
  res: { statusCode: number; body: string; json: () => unknown },
  expected?: string,
  label = res.body,
) {
  expect(res.statusCode, label).toBe(400);
  const message = (res.json() as { content: { message: string } }).content.message;
  expect(message, label).toMatch(/[a-zçğıöşü]/i);
  expect(message, label).not.toMatch(/Sunucu hatası/);
  if (expected !== undefined) expect(message, label).toBe(expected);
}
