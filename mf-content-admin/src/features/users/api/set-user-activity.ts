import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { usersQueryKey } from './get-users';

export async function setUserActivity(input: { id: number; active: boolean }): Promise<void> {
  await api.patch('/v1/admin/users/activity', input);
}

export function useSetUserActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setUserActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
