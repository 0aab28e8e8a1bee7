import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { boatKeys } from '../../../api/query-keys';

export async function deleteBoatType(id: number): Promise<void> {
  await api.delete(`/v1/admin/boattypes/${id}`);
}

export function useDeleteBoatType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBoatType,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.boatTypes }),
  });
}
