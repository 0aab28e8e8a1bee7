import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { IcalConflict } from '@villa/shared/contracts/ical';

export const conflictsQueryKey = ['admin', 'ical-conflicts'] as const;

export const getConflictsQueryOptions = () =>
  queryOptions({
    queryKey: conflictsQueryKey,
    queryFn: async () => (await api.get<ListEnvelope<IcalConflict>>('/v1/admin/villas/ical-conflicts')).data,
  });

export function useConflicts() {
  return useQuery(getConflictsQueryOptions());
}

export async function resolveConflict(id: number): Promise<void> {
  await api.patch(`/v1/admin/villas/ical-conflicts/${id}/resolve`);
}

export function useResolveConflict() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resolveConflict,
    onSuccess: () => qc.invalidateQueries({ queryKey: conflictsQueryKey }),
  });
}
