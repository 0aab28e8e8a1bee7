import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { listVillas } from '@villa/shared/contracts/routes/villas';
import type { VillaOrder } from '@villa/shared/contracts/villas';

export interface VillasFilter {
  page: number;
  order: VillaOrder;
  q: string;
  popular: boolean;
}

/** The villas list, 20 a page (SPEC §9): `{ items, total }`. */
export function useVillas(f: VillasFilter) {
  const take = PAGE_SIZE.villas;
  const query = {
    skip: (f.page - 1) * take,
    take,
    order: f.order,
    ...(f.q ? { q: f.q } : {}),
    ...(f.popular ? { popular: true } : {}),
  };
  return useQuery({ ...endpointQuery(listVillas, { query }), placeholderData: keepPreviousData });
}
