import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { BoatPickerItem } from '@villa/shared/contracts/boats';
import type { Envelope } from '@villa/shared/contracts/envelope';

export async function getBoatOptions(): Promise<BoatPickerItem[]> {
  const res = await api.get<Envelope<BoatPickerItem[]>>('/v1/admin/boat/all');
  return res.data.content;
}

export const boatOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'boat', 'all'], queryFn: getBoatOptions, staleTime: 60_000 });

/** Every boat, for the filter box. */
export function useBoatOptions() {
  return useQuery(boatOptionsQueryOptions());
}
