import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { villasQueryKey } from '../../../api/query-keys';

export type VillaFlag = 'active' | 'popular' | 'villa_of_month';
const PATHS: Record<VillaFlag, string> = {
  active: '/v1/admin/villas/activity',
  popular: '/v1/admin/villas/setpopular',
  villa_of_month: '/v1/admin/villas/setvillaofmonth',
};

export async function setVillaFlag(input: { id: number; flag: VillaFlag; value: boolean }): Promise<void> {
  await api.patch(PATHS[input.flag], { id: input.id, [input.flag]: input.value });
}

export function useSetVillaFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setVillaFlag,
    onSettled: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
