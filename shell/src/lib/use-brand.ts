import { useQuery } from '@tanstack/react-query';
import { entryValue, homeDataQuery } from '@villa/shared/api/site';
import { DEFAULT_BRAND } from '@villa/shared/config/constants';

/** Brand name from site settings, with the built-in default while loading or on error. */
export function useBrand(): string {
  const { data } = useQuery(homeDataQuery());
  return entryValue(data?.settings, 'brand_name') || DEFAULT_BRAND;
}
