import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Bank, BankBody } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { banksQueryKey } from './get-banks';

/** POST /v1/admin/banks or PUT /v1/admin/banks/{id} */
export async function saveBank(input: { id: number | null; body: BankBody }): Promise<Bank> {
  const res =
    input.id === null
      ? await api.post<Envelope<Bank>>('/v1/admin/banks', input.body)
      : await api.put<Envelope<Bank>>(`/v1/admin/banks/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveBank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSuccess: () => qc.invalidateQueries({ queryKey: banksQueryKey }),
  });
}
