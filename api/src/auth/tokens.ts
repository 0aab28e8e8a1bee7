import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/**
 * What the access token carries: SPEC §3's id, iat, exp, plus the user's token version (tv, bumped
 * to revoke all of a user's tokens) and the token's own id (jti, put on the deny-list at logout).
 */
export interface AccessTokenPayload {
  id: number;
  iat: number;
  exp: number;
  tv: number;
  jti: string;
}

export type VerifyResult =
  { ok: true; payload: AccessTokenPayload } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  sign(user: { id: number; tokenVersion: number }): string;
  verify(token: string): VerifyResult;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (user) => signer({ id: user.id, tv: user.tokenVersion, jti: randomUUID() }),
    verify(token) {
      try {
        const p = verifier(token) as Record<string, unknown>;
        if (
          typeof p.id !== 'number' ||
          typeof p.tv !== 'number' ||
          typeof p.iat !== 'number' ||
          typeof p.exp !== 'number' ||
          typeof p.jti !== 'string' ||
          p.jti.length === 0 ||
          p.jti.length > 64
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, payload: { id: p.id, tv: p.tv, iat: p.iat, exp: p.exp, jti: p.jti } };
      } catch (err) {
        const expired = err instanceof TokenError && err.code === TokenError.codes.expired;
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
