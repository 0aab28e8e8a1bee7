import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listPopularTowns } from '@villa/shared/contracts/routes/search';

export type { PopularTown } from '@villa/shared/contracts/storefront';

export const popularTownsQuery = () => endpointQuery(listPopularTowns);

export const usePopularTowns = () => useQuery(popularTownsQuery());
