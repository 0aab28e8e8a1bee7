import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { boatKeys } from '../../../api/query-keys';

export async function setBoatActivity(input: { id: number; active: boolean }): Promise<void> {
  await api.patch('/v1/admin/boat/activity', input);
}

export function useSetBoatActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBoatActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.boats }),
  });
}
