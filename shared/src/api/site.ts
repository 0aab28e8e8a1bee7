import { queryOptions } from '@tanstack/react-query';
import type { HomeContent, KeyValue, RegionsContent, VillaType } from '../contracts/site';
import { getUnreadCounts } from '../contracts/routes/dashboard';
import { getHomeData, listRegions, listVillaTypes } from '../contracts/routes/site';
import { criticalData } from '../lib/critical-data';
import { endpointQuery } from './request';

/**
 * Public layout reads: on the page the visitor landed on each starts from the response the server
 * embedded in the HTML under the endpoint's path (api/src/web/critical.ts, LAYOUT_DATA_PATHS in
 * ui/critical-ids.ts), so menus, footer and prices need no request. Keys are the endpoints' own.
 */

/** Villa types (header menu, footer, home page). */
export const villaTypesQuery = () =>
  queryOptions({
    ...endpointQuery(listVillaTypes),
    initialData: () => criticalData<VillaType[]>('api', listVillaTypes.path),
    staleTime: 5 * 60_000,
  });

/** Towns with their districts (search forms, footer, regions page). */
export const regionsQuery = () =>
  queryOptions({
    ...endpointQuery(listRegions),
    initialData: () => criticalData<RegionsContent>('api', listRegions.path),
    staleTime: 5 * 60_000,
  });

/**
 * Settings, footer entries and exchange rates. Its key stays the one it had before contracts
 * (['public', 'home']): component tests of several areas prefill it by that key; use
 * homeDataQuery().queryKey to address it.
 */
export const homeDataQuery = () =>
  queryOptions({
    ...endpointQuery(getHomeData),
    queryKey: ['public', 'home'] as const,
    initialData: () => criticalData<HomeContent>('api', getHomeData.path),
    staleTime: 60_000,
  });

/** The admin menu's badges. */
export const menuCountsQuery = () =>
  queryOptions({ ...endpointQuery(getUnreadCounts), refetchInterval: 60_000 });

export function entryValue(entries: readonly KeyValue[] | undefined, key: string): string {
  return entries?.find((e) => e.key === key)?.value ?? '';
}
