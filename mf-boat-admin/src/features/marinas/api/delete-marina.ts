import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { boatKeys } from '../../../api/query-keys';

export async function deleteMarina(id: number): Promise<void> {
  await api.delete(`/v1/admin/marina/${id}`);
}

export function useDeleteMarina() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMarina,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.marinas }),
  });
}
