import { z } from 'zod';
import type { Role } from './roles';

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Geçerli bir e-posta adresi girin.'),
  password: z.string().min(1, 'Şifre gerekli.').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login response content as SPEC §3/§7 describe it. */
export interface LoginContent {
  accessToken: string;
  user: {
    id: number;
    email: string;
    role: Role | string;
    UserDetail: { firstName: string; lastName: string };
  };
}

/** The token payload the browser decodes (SPEC §3). */
export interface TokenPayload {
  id: number;
  iat: number;
  exp: number;
}

/** Auth routes: registered under AUTH_BASE by the API, called through authHref. */
export const AUTH_BASE = '/v1/auth';
export const AUTH_ACTIONS = {
  /** POST, public: credentials in, token out. */
  login: '/login',
  /** POST, any signed-in user: the bearer token stops working on the server (deny-list by jti). */
  logout: '/logout',
} as const;
export const authHref = (action: keyof typeof AUTH_ACTIONS) => `${AUTH_BASE}${AUTH_ACTIONS[action]}`;

export const logoutResponseSchema = z.object({ content: z.object({ revoked: z.literal(true) }) });
