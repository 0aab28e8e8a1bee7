import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getBoat } from '@villa/shared/contracts/routes/boats';

export const getBoatQueryOptions = (id: number) => endpointQuery(getBoat, { params: { id } });

export const useBoat = (id: number) => useQuery(getBoatQueryOptions(id));
