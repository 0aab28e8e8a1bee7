import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';

export interface VillaOption {
  id: number;
  name: string;
  slug: string;
  active: boolean;
}

export async function getVillaOptions(): Promise<VillaOption[]> {
  const res = await api.get<Envelope<VillaOption[]>>('/v1/admin/villas/all');
  return res.data.content;
}

export const villaOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'villas', 'all'], queryFn: getVillaOptions, staleTime: 60_000 });

/** Villas for select boxes (OWNER: its own). */
export function useVillaOptions() {
  return useQuery(villaOptionsQuery());
}
