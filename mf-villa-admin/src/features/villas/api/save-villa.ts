import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaBody, VillaDetail } from '@villa/shared/contracts/villas';
import { villasQueryKey } from '../../../api/query-keys';

export async function saveVilla(input: { id: number | null; body: VillaBody }): Promise<VillaDetail> {
  const res =
    input.id === null
      ? await api.post<Envelope<VillaDetail>>('/v1/admin/villas', input.body)
      : await api.put<Envelope<VillaDetail>>(`/v1/admin/villas/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveVilla() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveVilla,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
