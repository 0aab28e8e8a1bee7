import { create } from 'zustand';
import { STORAGE_KEYS } from '../config/constants';
import type { LoginContent } from '../contracts/auth';
import { decodeToken, nowSeconds } from '../lib/jwt';
import { safeStorage } from '../lib/storage';

/** The admin session of SPEC §3. Empty values mean logged out. */
export interface SessionData {
  iat: number | null;
  exp: number | null;
  id: number | null;
  token: string | null;
  user_role: string | null;
  user_name: string | null;
}

export interface SessionState extends SessionData {
  /** Stores the session from a login response; throws TokenDecodeError for a bad token. */
  login: (content: LoginContent) => void;
  /** Clears the session and its storage. */
  clear: () => void;
}

const EMPTY: SessionData = {
  iat: null,
  exp: null,
  id: null,
  token: null,
  user_role: null,
  user_name: null,
};

/** Restores a stored session only if its exp (seconds) is in the future; otherwise removes it. */
export function restoreSession(): SessionData {
  const stored = safeStorage.getJson<Partial<SessionData>>(STORAGE_KEYS.adminSession);
  if (
    stored &&
    typeof stored.token === 'string' &&
    typeof stored.exp === 'number' &&
    stored.exp > nowSeconds()
  ) {
    return { ...EMPTY, ...stored };
  }
  if (stored) safeStorage.remove(STORAGE_KEYS.adminSession);
  return EMPTY;
}

export const useSession = create<SessionState>()((set) => ({
  ...restoreSession(),
  login: (content) => {
    const payload = decodeToken(content.accessToken);
    const detail = content.user.UserDetail;
    const data: SessionData = {
      iat: payload.iat,
      exp: payload.exp,
      id: payload.id,
      token: content.accessToken,
      user_role: content.user.role,
      user_name: [detail?.firstName, detail?.lastName].filter(Boolean).join(' '),
    };
    safeStorage.set(STORAGE_KEYS.adminSession, JSON.stringify(data));
    set(data);
  },
  clear: () => {
    safeStorage.remove(STORAGE_KEYS.adminSession);
    set(EMPTY);
  },
}));

/** True while a token exists and has not expired. */
export function isSessionValid(s: Pick<SessionData, 'token' | 'exp'>): boolean {
  return !!s.token && typeof s.exp === 'number' && s.exp > nowSeconds();
}
