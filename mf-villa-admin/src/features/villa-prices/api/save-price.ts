import { request } from '@villa/shared/api/request';
import type { VillaPriceUpdateBody } from '@villa/shared/contracts/villa-prices';
import { createVillaPrice, updateVillaPrice } from '@villa/shared/contracts/routes/villa-prices';
import { useVillaMutation } from '../../../api/villa-mutation';

/** Adds a price period to the villa (id null) or changes one. */
export function useSavePrice() {
  return useVillaMutation((input: { id: number | null; villaId: number; body: VillaPriceUpdateBody }) =>
    input.id === null
      ? request(createVillaPrice, { body: { villa_id: input.villaId, ...input.body } })
      : request(updateVillaPrice, { params: { id: input.id }, body: input.body }),
  );
}
