import { useMutation } from '@tanstack/react-query';
import { request } from '@villa/shared/api/request';
import type { BoatPriceUpdateBody } from '@villa/shared/contracts/boats';
import { createBoatPrice, deleteBoatPrice, updateBoatPrice } from '@villa/shared/contracts/routes/boats';
import { BOAT_READS, useInvalidate } from './invalidate';

/** POST /v1/admin/boat/price (a new period), PUT /v1/admin/boat/price/{id} (an edit). */
const saveBoatPrice = (input: { id: number | null; boatId: number; body: BoatPriceUpdateBody }) =>
  input.id === null
    ? request(createBoatPrice, { body: { ...input.body, boat_id: input.boatId } })
    : request(updateBoatPrice, { params: { id: input.id }, body: input.body });

export function useSaveBoatPrice() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveBoatPrice, onSuccess: () => invalidate(BOAT_READS) });
}

export function useDeleteBoatPrice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request(deleteBoatPrice, { params: { id } }),
    onSuccess: () => invalidate(BOAT_READS),
  });
}
