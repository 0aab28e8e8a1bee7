import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BoatType, BoatTypeBody } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

/** POST /v1/admin/boattypes or PUT /v1/admin/boattypes/{id}. */
export async function saveBoatType(input: { id: number | null; body: BoatTypeBody }): Promise<BoatType> {
  const res =
    input.id === null
      ? await api.post<Envelope<BoatType>>('/v1/admin/boattypes', input.body)
      : await api.put<Envelope<BoatType>>(`/v1/admin/boattypes/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveBoatType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBoatType,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.boatTypes }),
  });
}
