import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { Boat, BoatBody } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

/**
 * POST /v1/admin/boat, or PUT /v1/admin/boat/{villa_id}: SPEC §7 carries the boat id under the
 * villa-named field, so the edit sends it as villa_id.
 */
export async function saveBoat(input: { id: number | null; body: BoatBody }): Promise<Boat> {
  const res =
    input.id === null
      ? await api.post<Envelope<Boat>>('/v1/admin/boat', input.body)
      : await api.put<Envelope<Boat>>(`/v1/admin/boat/${input.id}`, { ...input.body, villa_id: input.id });
  return res.data.content;
}

export function useSaveBoat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBoat,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: boatKeys.boats }),
        qc.invalidateQueries({ queryKey: boatKeys.marinas }),
        qc.invalidateQueries({ queryKey: boatKeys.boatTypes }),
      ]),
  });
}
