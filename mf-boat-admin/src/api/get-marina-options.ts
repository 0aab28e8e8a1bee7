import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { Marina } from '@villa/shared/contracts/boats';
import { boatKeys } from './query-keys';

/** Every marina for pickers (the API pages at most 100 at a time). */
export async function getMarinaOptions(): Promise<Marina[]> {
  const res = await api.get<ListEnvelope<Marina>>('/v1/admin/marina', { params: { skip: 0, take: 100 } });
  return [...res.data.content].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

export const marinaOptionsQuery = () =>
  queryOptions({ queryKey: [...boatKeys.marinas, 'options'], queryFn: getMarinaOptions, staleTime: 60_000 });

export const useMarinaOptions = () => useQuery(marinaOptionsQuery());
