import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { subscribersQueryKey } from './get-subscribers';

/** DELETE /v1/admin/subscriber/{id} */
export async function deleteSubscriber(id: number): Promise<void> {
  await api.delete(`/v1/admin/subscriber/${id}`);
}

export function useDeleteSubscriber() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () => qc.invalidateQueries({ queryKey: subscribersQueryKey }),
  });
}
