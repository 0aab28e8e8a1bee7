import type { APIRequestContext, Page } from '@playwright/test';

export const SESSION_KEY = 'villa.admin.session';

export interface LoginResult {
  accessToken: string;
  user: { id: number; role: string; UserDetail: { firstName: string; lastName: string } };
}

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginResult> {
  const res = await request.post('/v1/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { content: LoginResult }).content;
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
