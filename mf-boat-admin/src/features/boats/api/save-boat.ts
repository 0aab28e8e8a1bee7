import { useMutation } from '@tanstack/react-query';
import { request } from '@villa/shared/api/request';
import type { BoatBody } from '@villa/shared/contracts/boats';
import { listBoatTypes } from '@villa/shared/contracts/routes/boat-types';
import { createBoat, updateBoat } from '@villa/shared/contracts/routes/boats';
import { listMarinas } from '@villa/shared/contracts/routes/marinas';
import { BOAT_READS, useInvalidate } from './invalidate';

/**
 * POST /v1/admin/boat, or PUT /v1/admin/boat/{villa_id}: SPEC §7 carries the boat id under the
 * villa-named field, so the edit sends it as villa_id.
 */
const saveBoat = (input: { id: number | null; body: BoatBody }) =>
  input.id === null
    ? request(createBoat, { body: input.body })
    : request(updateBoat, { params: { villa_id: input.id }, body: { ...input.body, villa_id: input.id } });

/** Saves a boat; the boats, and the marinas' and types' boat counts, are read again. */
export function useSaveBoat() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: saveBoat,
    onSuccess: () => invalidate([...BOAT_READS, listMarinas, listBoatTypes]),
  });
}
