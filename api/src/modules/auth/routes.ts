import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, logout, type LoginContent } from '@villa/shared/contracts/auth';
import { LoginLockout } from '../../auth/login-lockout.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_OR_OWNER, PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUserForLogin, revokeToken, touchLastLogin } from './repository.ts';

export interface LoginLimits {
  /** Login requests per IP and minute (shared through Redis when REDIS_URL is set). */
  perIpPerMinute: number;
  /** Failed logins per account within 15 minutes before the account is locked (in the database). */
  failuresPerAccount: number;
}

const WRONG_CREDENTIALS = 'E-posta veya şifre hatalı.';
const LOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.';

export const authRoutes: FastifyPluginAsyncZod<{ limits?: Partial<LoginLimits> | undefined }> = async (
  app,
  opts,
) => {
  const limits: LoginLimits = { perIpPerMinute: 10, failuresPerAccount: 5, ...opts.limits };
  const lockout = new LoginLockout(app.db, limits.failuresPerAccount);

  registerRoute(
    app,
    login,
    { ...PUBLIC, rateLimit: { max: limits.perIpPerMinute, timeWindow: '1 minute' } },
    async ({ body }) => {
      const { email, password } = body;
      if (await lockout.lockedUntil(email)) throw new HttpError(429, LOCKED);

      const user = await findUserForLogin(app.db, email);
      // The hash is verified whatever the account, so an unknown e-mail, a wrong password and a
      // deactivated account take the same time and get the same answer: none of them tells a
      // stranger that the e-mail exists or that the password was right.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok || !user.active) {
        await lockout.recordFailure(email);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      await lockout.reset(email);

      await touchLastLogin(app.db, user.id);
      const content: LoginContent = {
        accessToken: app.tokens.sign(user),
        user: {
          id: user.id,
          email: user.email,
          role: user.role,
          UserDetail: { firstName: user.firstName, lastName: user.lastName },
        },
      };
      return content;
    },
  );

  registerRoute(app, logout, ADMIN_OR_OWNER, async (request) => {
    const user = currentUser(request);
    const token = request.token;
    if (!token) throw new HttpError(401, WRONG_CREDENTIALS);
    await revokeToken(app.db, { jti: token.jti, userId: user.id, expiresAt: new Date(token.exp * 1000) });
    return { revoked: true as const };
  });
};
