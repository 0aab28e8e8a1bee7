import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { BoatReservation } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

/** The newest rental requests and reservations of one boat. */
export async function getBoatRequests(boatId: number): Promise<ListEnvelope<BoatReservation>> {
  const res = await api.get<ListEnvelope<BoatReservation>>('/v1/admin/boatreservations', {
    params: { skip: 0, take: PAGE_SIZE.boatReservations, boat_id: boatId },
  });
  return res.data;
}

export const getBoatRequestsQueryOptions = (boatId: number) =>
  queryOptions({
    queryKey: [...boatKeys.reservations, 'boat', boatId],
    queryFn: () => getBoatRequests(boatId),
  });

export const useBoatRequests = (boatId: number) => useQuery(getBoatRequestsQueryOptions(boatId));
