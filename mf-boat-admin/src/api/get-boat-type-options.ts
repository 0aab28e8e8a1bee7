import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { BoatType } from '@villa/shared/contracts/boat-types';
import { listBoatTypes } from '@villa/shared/contracts/routes/boat-types';

/** Every boat type for pickers (the API pages at most 100 at a time). */
export const boatTypeOptionsQuery = () => ({
  ...endpointQuery(listBoatTypes, { query: { skip: 0, take: 100 } }),
  select: (page: { items: BoatType[] }) => page.items,
  staleTime: 60_000,
});

export const useBoatTypeOptions = () => useQuery(boatTypeOptionsQuery());
