import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { userActionHref, type UserRow } from '@villa/shared/contracts/users';
import { usersQueryKey } from './get-users';

/** 'Tüm oturumları kapat': every token the user holds stops working on the server. */
export async function revokeUserSessions(id: number): Promise<UserRow> {
  const res = await api.post<Envelope<UserRow>>(userActionHref('revokeSessions', id));
  return res.data.content;
}

export function useRevokeUserSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeUserSessions,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
