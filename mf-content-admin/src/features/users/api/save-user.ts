import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { UserCreateBody, UserRow, UserUpdateBody } from '@villa/shared/contracts/users';
import { usersQueryKey } from './get-users';

export type SaveUserInput = { id: null; body: UserCreateBody } | { id: number; body: UserUpdateBody };

export async function saveUser(input: SaveUserInput): Promise<UserRow> {
  const res =
    input.id === null
      ? await api.post<Envelope<UserRow>>('/v1/admin/users', input.body)
      : await api.put<Envelope<UserRow>>(`/v1/admin/users/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
