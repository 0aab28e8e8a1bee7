import { PAGE_SIZE } from '@villa/shared/config/constants';
import { listVillas } from '@villa/shared/contracts/routes/villas';
import type { VillaOrder } from '@villa/shared/contracts/villas';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

export interface VillasFilter {
  page: number;
  order: VillaOrder;
  q: string;
  popular: boolean;
}

/** The villas list, 20 a page (SPEC §9): `{ items, total }`. */
export const useVillas = (f: VillasFilter) =>
  usePagedQuery(listVillas, f.page, PAGE_SIZE.villas, {
    order: f.order,
    ...(f.q ? { q: f.q } : {}),
    ...(f.popular ? { popular: true } : {}),
  });
