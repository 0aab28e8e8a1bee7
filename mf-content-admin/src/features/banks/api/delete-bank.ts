import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { banksQueryKey } from './get-banks';

/** DELETE /v1/admin/banks/{id} */
export async function deleteBank(id: number): Promise<void> {
  await api.delete(`/v1/admin/banks/${id}`);
}

export function useDeleteBank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => qc.invalidateQueries({ queryKey: banksQueryKey }),
  });
}
