import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { userActionHref, type UserRow } from '@villa/shared/contracts/users';
import { usersQueryKey } from './get-users';

/** 'Kilidi aç': clears the lock that failed logins put on the account. */
export async function unlockUser(id: number): Promise<UserRow> {
  const res = await api.post<Envelope<UserRow>>(userActionHref('unlock', id));
  return res.data.content;
}

export function useUnlockUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
