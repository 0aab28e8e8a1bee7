import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Bank } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';

export const banksQueryKey = ['admin', 'banks'] as const;

export async function getBanks(): Promise<Bank[]> {
  return (await api.get<Envelope<Bank[]>>('/v1/admin/banks')).data.content;
}

export const getBanksQueryOptions = () => queryOptions({ queryKey: banksQueryKey, queryFn: getBanks });
export const useBanks = () => useQuery(getBanksQueryOptions());
