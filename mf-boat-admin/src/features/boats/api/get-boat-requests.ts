import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { listBoatReservations } from '@villa/shared/contracts/routes/boat-reservations';

/** The newest rental requests and reservations of one boat (`{ items, total }`). */
export const getBoatRequestsQueryOptions = (boatId: number) =>
  endpointQuery(listBoatReservations, {
    query: { skip: 0, take: PAGE_SIZE.boatReservations, boat_id: boatId },
  });

export const useBoatRequests = (boatId: number) => useQuery(getBoatRequestsQueryOptions(boatId));
