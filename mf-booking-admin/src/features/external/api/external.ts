import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { EXTERNAL_STATUSES } from '@villa/shared/contracts/bookings';
import { listExternal } from '@villa/shared/contracts/routes/external';

export interface ExternalFilter {
  page: number;
  status: string;
  villa_id: string;
}

export const getExternalQueryOptions = (f: ExternalFilter) => {
  const take = PAGE_SIZE.external;
  return {
    ...endpointQuery(listExternal, {
      query: {
        skip: (f.page - 1) * take,
        take,
        ...(f.status ? { status: f.status as (typeof EXTERNAL_STATUSES)[number] } : {}),
        ...(f.villa_id ? { villa_id: f.villa_id } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  };
};

export function useExternal(f: ExternalFilter) {
  return useQuery(getExternalQueryOptions(f));
}
