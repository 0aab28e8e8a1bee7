/** Roles named by SPEC §6. The set is open on the wire; the product knows these two. */
export const ROLES = ['ADMIN', 'OWNER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Yönetici',
  OWNER: 'Ev Sahibi',
};
