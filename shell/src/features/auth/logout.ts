import { api } from '@villa/shared/api/client';
import { paths } from '@villa/shared/config/paths';
import { logout as logoutRoute } from '@villa/shared/contracts/routes/auth';
import { useSession } from '@villa/shared/stores/session';

/** How long logout waits for the server before signing out locally anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/** The page load after logout, behind an object so tests can observe it. */
export const logoutNavigation = {
  go: (url: string): void => window.location.assign(url),
};

/**
 * Logout (SPEC §4): the server revokes this token first (POST /v1/auth/logout with the bearer
 * token and no body, so axios sends no content type the server would refuse), then the session
 * and its storage are cleared and the browser goes to /. When the call fails (offline, server
 * down, token already revoked) the browser still signs out; a full page load leaves no admin data
 * behind in memory (query cache, parcels).
 */
export async function logout(): Promise<void> {
  const token = useSession.getState().token;
  if (token) {
    await api
      // Not request(): the call has its own timeout (the browser signs out anyway).
      .post(logoutRoute.path, undefined, {
        headers: { Authorization: `Bearer ${token}` },
        timeout: LOGOUT_TIMEOUT_MS,
      })
      .catch(() => undefined);
  }
  useSession.getState().clear();
  logoutNavigation.go(paths.home);
}
