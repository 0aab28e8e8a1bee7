import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BoatOrder } from '@villa/shared/contracts/boats';
import { listBoats } from '@villa/shared/contracts/routes/boats';

export interface BoatsFilter {
  page: number;
  order: BoatOrder;
  id: string;
}

/** GET /v1/admin/boat: 20 a page (`{ items, total }`). */
export const getBoatsQueryOptions = ({ page, order, id }: BoatsFilter) => {
  const take = PAGE_SIZE.boats;
  return {
    ...endpointQuery(listBoats, {
      query: { skip: (page - 1) * take, take, order, ...(id ? { id } : {}) },
    }),
    placeholderData: keepPreviousData,
  };
};

export const useBoats = (filter: BoatsFilter) => useQuery(getBoatsQueryOptions(filter));
