import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BoatDetail } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

export async function getBoat(id: number): Promise<BoatDetail> {
  return (await api.get<Envelope<BoatDetail>>(`/v1/admin/boat/${id}`)).data.content;
}

export const getBoatQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...boatKeys.boats, 'detail', id], queryFn: () => getBoat(id) });

export const useBoat = (id: number) => useQuery(getBoatQueryOptions(id));
