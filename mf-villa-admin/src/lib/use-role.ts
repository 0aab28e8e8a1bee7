import { useSession } from '@villa/shared/stores/session';

/** OWNER sees only their villas, and only prices and calendar (the server enforces the same). */
export function useIsOwner(): boolean {
  return useSession((s) => s.user_role) === 'OWNER';
}
