import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { RouteResult } from '@villa/shared/api/route';
import { listVillaPicker } from '@villa/shared/contracts/routes/villas';

export type VillaOption = RouteResult<typeof listVillaPicker>[number];

export const villaOptionsQuery = () => ({ ...endpointQuery(listVillaPicker), staleTime: 60_000 });

/** Villas for select boxes (OWNER: its own). */
export function useVillaOptions() {
  return useQuery(villaOptionsQuery());
}
