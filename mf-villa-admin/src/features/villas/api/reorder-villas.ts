import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { villasQueryKey } from '../../../api/query-keys';

export async function reorderVillas(ids: number[]): Promise<void> {
  await api.patch('/v1/admin/villas/order', { ids });
}

export function useReorderVillas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderVillas,
    onSettled: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
