import { jwtDecode, InvalidTokenError } from 'jwt-decode';
import type { TokenPayload } from '../contracts/auth';

export class TokenDecodeError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TokenDecodeError';
  }
}

/**
 * Decodes the access token. Invalid-token conditions (SPEC §8): not a string, a
 * missing part, bad base64 encoding or bad JSON — and a payload without numeric
 * iat, exp and id.
 */
export function decodeToken(token: unknown): TokenPayload {
  if (typeof token !== 'string') throw new TokenDecodeError('token is not a string');
  let payload: Partial<TokenPayload>;
  try {
    payload = jwtDecode<Partial<TokenPayload>>(token);
  } catch (err) {
    throw new TokenDecodeError(err instanceof InvalidTokenError ? err.message : 'invalid token');
  }
  const { iat, exp, id } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number' || typeof id !== 'number') {
    throw new TokenDecodeError('token payload lacks iat, exp or id');
  }
  return { iat, exp, id };
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
