import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { banksQueryKey } from './get-banks';

/** PATCH /v1/admin/banks/activity */
export async function setBankActivity(input: { id: number; active: boolean }): Promise<void> {
  await api.patch('/v1/admin/banks/activity', input);
}

export function useSetBankActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBankActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: banksQueryKey }),
  });
}
