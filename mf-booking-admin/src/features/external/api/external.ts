import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { EXTERNAL_STATUSES } from '@villa/shared/contracts/bookings';
import { listExternal } from '@villa/shared/contracts/routes/external';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

export interface ExternalFilter {
  page: number;
  status: string;
  villa_id: string;
}

/** Manual closings, 20 a page (`{ items, total }`); empty filters are left out. */
export const useExternal = (f: ExternalFilter) =>
  usePagedQuery(listExternal, f.page, PAGE_SIZE.external, {
    ...(f.status ? { status: f.status as (typeof EXTERNAL_STATUSES)[number] } : {}),
    ...(f.villa_id ? { villa_id: f.villa_id } : {}),
  });
