import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { Subscriber } from '@villa/shared/contracts/content';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export const subscribersQueryKey = ['admin', 'subscribers'] as const;

export async function getSubscribers(page: number, q: string): Promise<ListEnvelope<Subscriber>> {
  const take = PAGE_SIZE.subscribers;
  return (
    await api.get<ListEnvelope<Subscriber>>('/v1/admin/subscriber', {
      params: { skip: (page - 1) * take, take, ...(q ? { q } : {}) },
    })
  ).data;
}

export const getSubscribersQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: [...subscribersQueryKey, 'list', page, q],
    queryFn: () => getSubscribers(page, q),
    placeholderData: keepPreviousData,
  });
export const useSubscribers = (page: number, q: string) => useQuery(getSubscribersQueryOptions(page, q));
