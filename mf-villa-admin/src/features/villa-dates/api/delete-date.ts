import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { villasQueryKey } from '../../../api/query-keys';

export async function deleteDate(id: number): Promise<void> {
  await api.delete(`/v1/admin/villas/date/${id}`);
}

export function useDeleteDate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDate,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
