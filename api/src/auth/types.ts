import type { Role } from '@villa/shared/contracts/roles';

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
}

/** Every route declares who may call it: 'public' or the roles allowed. */
export type RouteAccess = 'public' | readonly Role[];
