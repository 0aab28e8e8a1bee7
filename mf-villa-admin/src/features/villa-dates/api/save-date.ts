import { request } from '@villa/shared/api/request';
import type { VillaDateUpdateBody } from '@villa/shared/contracts/villa-dates';
import { createVillaDate, updateVillaDate } from '@villa/shared/contracts/routes/villa-dates';
import { useVillaMutation } from '../../../api/villa-mutation';

/** Closes a range of the villa's calendar (id null) or moves a closing. */
export function useSaveDate() {
  return useVillaMutation((input: { id: number | null; villaId: number; body: VillaDateUpdateBody }) =>
    input.id === null
      ? request(createVillaDate, { body: { villa_id: input.villaId, ...input.body } })
      : request(updateVillaDate, { params: { id: input.id }, body: input.body }),
  );
}
