import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { villasQueryKey } from '../../../api/query-keys';

export async function deletePrice(id: number): Promise<void> {
  await api.delete(`/v1/admin/villas/price/${id}`);
}

export function useDeletePrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePrice,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
