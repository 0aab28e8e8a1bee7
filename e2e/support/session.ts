import type { APIRequestContext, Page } from '@playwright/test';

export const SESSION_KEY = 'villa.admin.session';

export interface LoginResult {
  accessToken: string;
  user: { id: number; role: string; UserDetail: { firstName: string; lastName: string } };
}

/** Logins of this worker by account: the journeys reuse a token while it is valid. */
const logins = new Map<string, LoginResult>();

/**
 * Signs in through the API. The journeys sign in often from one address, so a login that is still
 * valid for a minute is reused (nothing in them revokes the demo accounts' tokens); past the login
 * limit (10 a minute per address) a login waits as the server says (retry-after) and tries again.
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginResult> {
  const key = `${email}\n${password}`;
  const cached = logins.get(key);
  if (cached && payloadOf(cached.accessToken).exp > Date.now() / 1000 + 60) return cached;
  for (let attempt = 0; ; attempt++) {
    const res = await request.post('/v1/auth/login', { data: { email, password } });
    if (res.status() === 429 && attempt < 2) {
      const seconds = Math.min(Number(res.headers()['retry-after']) || 10, 25);
      await new Promise((r) => setTimeout(r, seconds * 1000 + 250));
      continue;
    }
    if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
    const login = ((await res.json()) as { content: LoginResult }).content;
    logins.set(key, login);
    return login;
  }
}

function payloadOf(token: string): { iat: number; exp: number; id: number } {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
    id: number;
  };
}

/** Puts a real session into browser storage before the page loads, as a login would. */
export async function useSessionOf(page: Page, login: LoginResult): Promise<void> {
  const { iat, exp, id } = payloadOf(login.accessToken);
  const session = {
    iat,
    exp,
    id,
    token: login.accessToken,
    user_role: login.user.role,
    user_name: `${login.user.UserDetail.firstName} ${login.user.UserDetail.lastName}`,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
}

/** The demo ADMIN signed in through the API, with the header its requests carry. */
export async function staffApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ login: LoginResult; auth: { authorization: string } }> {
  const login = await apiLogin(request, account.email, account.password);
  return { login, auth: { authorization: `Bearer ${login.accessToken}` } };
}

/** Every villa as the admin list knows it (GET /v1/admin/villas/all). */
export async function allVillas(
  request: APIRequestContext,
  auth: { authorization: string },
): Promise<{ id: number; name: string; slug: string; active: boolean }[]> {
  const res = await request.get('/v1/admin/villas/all', { headers: auth });
  return ((await res.json()) as { content: { id: number; name: string; slug: string; active: boolean }[] })
    .content;
}

/**
 * Signs in through the login form, as a person does. Every journey logs in from one address, so a
 * form login may meet the login limit (10 a minute per address): then it waits as the server says
 * (retry-after) and presses 'Giriş Yap' again, as a patient person would.
 */
export async function formLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Şifre').fill(account.password);
  for (let attempt = 0; ; attempt++) {
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/auth/login') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Giriş Yap' }).click(),
    ]);
    if (res.status() !== 429 || attempt >= 2) return res;
    const seconds = Math.min(Number(res.headers()['retry-after']) || 10, 25);
    await page.waitForTimeout(seconds * 1000 + 250);
  }
}
