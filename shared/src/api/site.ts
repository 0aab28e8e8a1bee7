import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../contracts/envelope';
import type { HomeContent, KeyValue, RegionsContent, VillaType, MenuCounts } from '../contracts/site';
import { criticalData } from '../lib/critical-data';
import { LAYOUT_DATA_PATHS, type LayoutDataPath } from '../ui/critical-ids';
import { api } from './client';

/**
 * A public layout read: on the page the visitor landed on it starts from the response the server
 * embedded in the HTML (api/src/web/critical.ts), so menus, footer and prices need no request.
 */
const layoutQuery = <T>(key: string, path: LayoutDataPath, staleTime: number) =>
  queryOptions({
    queryKey: ['public', key],
    queryFn: async () => (await api.get<Envelope<T>>(path)).data.content,
    initialData: () => criticalData<T>('api', path),
    staleTime,
  });

/** Public layout data used by the shell header/footer and the storefront. */
export const villaTypesQuery = () =>
  layoutQuery<VillaType[]>('villatypes', LAYOUT_DATA_PATHS.villaTypes, 5 * 60_000);

export const regionsQuery = () =>
  layoutQuery<RegionsContent>('regions', LAYOUT_DATA_PATHS.regions, 5 * 60_000);

export const homeDataQuery = () => layoutQuery<HomeContent>('home', LAYOUT_DATA_PATHS.home, 60_000);

export const menuCountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'unreadcount'],
    queryFn: async () => (await api.get<Envelope<MenuCounts>>('/v1/admin/unreadcount')).data.content,
    refetchInterval: 60_000,
  });

export function entryValue(entries: readonly KeyValue[] | undefined, key: string): string {
  return entries?.find((e) => e.key === key)?.value ?? '';
}
