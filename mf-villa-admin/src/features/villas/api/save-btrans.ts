import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { VillaBtransBody } from '@villa/shared/contracts/villas';
import { villaQueryKey } from './get-villa';

export async function saveBtrans(input: { id: number; body: VillaBtransBody }): Promise<void> {
  await api.put(`/v1/admin/villas/btrans/${input.id}`, input.body);
}

export function useSaveBtrans() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBtrans,
    onSuccess: (_d, v) => qc.invalidateQueries({ queryKey: villaQueryKey(v.id) }),
  });
}
