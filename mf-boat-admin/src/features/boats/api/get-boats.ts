import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BoatOrder } from '@villa/shared/contracts/boats';
import { listBoats } from '@villa/shared/contracts/routes/boats';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

export interface BoatsFilter {
  page: number;
  order: BoatOrder;
  id: string;
}

/** GET /v1/admin/boat: 20 a page (`{ items, total }`). */
export const useBoats = ({ page, order, id }: BoatsFilter) =>
  usePagedQuery(listBoats, page, PAGE_SIZE.boats, { order, ...(id ? { id } : {}) });
