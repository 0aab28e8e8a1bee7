import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, type LoginContent } from '@villa/shared/contracts/auth';
import { MemoryLoginLimiter, RedisLoginLimiter } from '../../auth/login-limiter.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findUserForLogin, touchLastLogin } from './repository.ts';
import { loginResponseSchema } from './schemas.ts';

export interface LoginLimits {
  /** Login requests per IP and minute. */
  perIpPerMinute: number;
  /** Failed logins per account within 15 minutes before the account is locked for the window. */
  failuresPerAccount: number;
}

const WRONG_CREDENTIALS = 'E-posta veya şifre hatalı.';
const INACTIVE = 'Hesabınız pasif durumda. Lütfen yöneticinize başvurun.';
const LOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.';

export const authRoutes: FastifyPluginAsyncZod<{ limits?: Partial<LoginLimits> | undefined }> = async (
  app,
  opts,
) => {
  const limits: LoginLimits = { perIpPerMinute: 10, failuresPerAccount: 5, ...opts.limits };
  const windowMs = 15 * 60 * 1000;
  const failures = app.redis
    ? new RedisLoginLimiter(app.redis, limits.failuresPerAccount, windowMs)
    : new MemoryLoginLimiter(limits.failuresPerAccount, windowMs);

  app.post(
    '/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: limits.perIpPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Yönetim paneline giriş',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      if (await failures.isLocked(email)) throw new HttpError(429, LOCKED);

      const user = await findUserForLogin(app.db, email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await failures.recordFailure(email);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }
      await failures.reset(email);
      if (!user.active) throw new HttpError(403, INACTIVE);

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
      return { content };
    },
  );
};
