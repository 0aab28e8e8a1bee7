import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BoatPrice, BoatPriceUpdateBody } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

/** POST /v1/admin/boat/price, PUT /v1/admin/boat/price/{id}. */
export async function saveBoatPrice(input: { id: number | null; boatId: number; body: BoatPriceUpdateBody }) {
  const res =
    input.id === null
      ? await api.post<Envelope<BoatPrice>>('/v1/admin/boat/price', { ...input.body, boat_id: input.boatId })
      : await api.put<Envelope<BoatPrice>>(`/v1/admin/boat/price/${input.id}`, input.body);
  return res.data.content;
}

/** DELETE /v1/admin/boat/price/{id}. */
export async function deleteBoatPrice(id: number): Promise<void> {
  await api.delete(`/v1/admin/boat/price/${id}`);
}

export function useSaveBoatPrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBoatPrice,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.boats }),
  });
}

export function useDeleteBoatPrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBoatPrice,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.boats }),
  });
}
