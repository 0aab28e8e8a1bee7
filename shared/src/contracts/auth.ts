import { z } from 'zod';
import { endpoint } from './endpoint';
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

/** The login answer's shape (the role is any text on the wire). */
export const loginContentSchema = z.object({
  accessToken: z.string(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    role: z.string(),
    UserDetail: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
});

export const login = endpoint({
  method: 'POST',
  path: '/v1/auth/login',
  summary: 'Yönetim paneline giriş',
  tags: ['auth'],
  body: loginBodySchema,
  response: loginContentSchema,
});

/** The bearer token stops working on the server (deny-list by jti). */
export const logout = endpoint({
  method: 'POST',
  path: '/v1/auth/logout',
  summary: 'Oturumu kapat: bu token sunucuda geçersiz olur',
  tags: ['auth'],
  response: z.object({ revoked: z.literal(true) }),
});
