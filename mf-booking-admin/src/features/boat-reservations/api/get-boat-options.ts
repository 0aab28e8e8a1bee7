import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listAllBoats } from '@villa/shared/contracts/routes/boats';

export const boatOptionsQueryOptions = () => ({ ...endpointQuery(listAllBoats), staleTime: 60_000 });

/** Every boat, for the filter box. */
export function useBoatOptions() {
  return useQuery(boatOptionsQueryOptions());
}
