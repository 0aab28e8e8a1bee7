import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaPrice, VillaPriceUpdateBody } from '@villa/shared/contracts/villa-prices';
import { villasQueryKey } from '../../../api/query-keys';

export async function savePrice(input: {
  id: number | null;
  villaId: number;
  body: VillaPriceUpdateBody;
}): Promise<VillaPrice> {
  const res =
    input.id === null
      ? await api.post<Envelope<VillaPrice>>('/v1/admin/villas/price', {
          villa_id: input.villaId,
          ...input.body,
        })
      : await api.put<Envelope<VillaPrice>>(`/v1/admin/villas/price/${input.id}`, input.body);
  return res.data.content;
}

export function useSavePrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePrice,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
