import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { UserRow } from '@villa/shared/contracts/users';

export interface UsersFilter {
  page: number;
  role: string;
}

export async function getUsers({ page, role }: UsersFilter): Promise<ListEnvelope<UserRow>> {
  const take = PAGE_SIZE.users;
  const res = await api.get<ListEnvelope<UserRow>>('/v1/admin/users', {
    params: { skip: (page - 1) * take, take, ...(role ? { role } : {}) },
  });
  return res.data;
}

export const usersQueryKey = ['admin', 'users'] as const;

export const getUsersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', filter],
    queryFn: () => getUsers(filter),
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UsersFilter) {
  return useQuery(getUsersQueryOptions(filter));
}
