import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { IcalConflict } from '@villa/shared/contracts/ical';

export async function getIcalConflicts(): Promise<IcalConflict[]> {
  const res = await api.get<ListEnvelope<IcalConflict>>('/v1/admin/villas/ical-conflicts');
  return res.data.content;
}

export const icalConflictsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'villas', 'ical-conflicts'],
    queryFn: getIcalConflicts,
    staleTime: 30_000,
  });

/** Unresolved external-calendar events that overlap a booking made here (possible double booking). */
export function useIcalConflicts() {
  return useQuery(icalConflictsQueryOptions());
}

export async function resolveIcalConflict(id: number): Promise<void> {
  await api.patch(`/v1/admin/villas/ical-conflicts/${id}/resolve`);
}

export function useResolveIcalConflict() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resolveIcalConflict,
    onSuccess: () => qc.invalidateQueries({ queryKey: icalConflictsQueryOptions().queryKey }),
  });
}
