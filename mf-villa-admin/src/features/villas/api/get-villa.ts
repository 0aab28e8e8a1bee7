import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { villasQueryKey } from '../../../api/query-keys';

export async function getVilla(id: number): Promise<VillaDetail> {
  const res = await api.get<Envelope<VillaDetail>>(`/v1/admin/villas/${id}`);
  return res.data.content;
}

export const villaQueryKey = (id: number) => [...villasQueryKey, 'detail', id] as const;

export const getVillaQueryOptions = (id: number) =>
  queryOptions({ queryKey: villaQueryKey(id), queryFn: () => getVilla(id), enabled: id > 0 });

export function useVilla(id: number) {
  return useQuery(getVillaQueryOptions(id));
}
