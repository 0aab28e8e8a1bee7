import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getVilla } from '@villa/shared/contracts/routes/villas';

/** A villa's detail (prices, calendar, images, comments, features, iCal); nothing is asked for id 0. */
export function useVilla(id: number) {
  return useQuery({ ...endpointQuery(getVilla, { params: { id } }), enabled: id > 0 });
}
