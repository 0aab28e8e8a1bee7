import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { offersQueryKey } from './get-offers';

export async function deleteOffer(id: number): Promise<void> {
  await api.delete(`/v1/admin/offers/${id}`);
}

export function useDeleteOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...offersQueryKey, 'list'] }),
  });
}
