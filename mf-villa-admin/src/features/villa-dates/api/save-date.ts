import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaDate, VillaDateUpdateBody } from '@villa/shared/contracts/villa-dates';
import { villasQueryKey } from '../../../api/query-keys';

export async function saveDate(input: {
  id: number | null;
  villaId: number;
  body: VillaDateUpdateBody;
}): Promise<VillaDate> {
  const res =
    input.id === null
      ? await api.post<Envelope<VillaDate>>('/v1/admin/villas/date', {
          villa_id: input.villaId,
          ...input.body,
        })
      : await api.put<Envelope<VillaDate>>(`/v1/admin/villas/date/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveDate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveDate,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
