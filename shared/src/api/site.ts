import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../contracts/envelope';
import type { HomeContent, KeyValue, RegionsContent, VillaType, MenuCounts } from '../contracts/site';
import { api } from './client';

/** Public layout data used by the shell header/footer and the storefront. */
export const villaTypesQuery = () =>
  queryOptions({
    queryKey: ['public', 'villatypes'],
    queryFn: async () => (await api.get<Envelope<VillaType[]>>('/v1/villatype')).data.content,
    staleTime: 5 * 60_000,
  });

export const regionsQuery = () =>
  queryOptions({
    queryKey: ['public', 'regions'],
    queryFn: async () => (await api.get<Envelope<RegionsContent>>('/v1/district')).data.content,
    staleTime: 5 * 60_000,
  });

export const homeDataQuery = () =>
  queryOptions({
    queryKey: ['public', 'home'],
    queryFn: async () => (await api.get<Envelope<HomeContent>>('/v1/website/home')).data.content,
    staleTime: 60_000,
  });

export const menuCountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'unreadcount'],
    queryFn: async () => (await api.get<Envelope<MenuCounts>>('/v1/admin/unreadcount')).data.content,
    refetchInterval: 60_000,
  });

export function entryValue(entries: readonly KeyValue[] | undefined, key: string): string {
  return entries?.find((e) => e.key === key)?.value ?? '';
}
