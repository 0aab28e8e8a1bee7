import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { IcalSyncResult } from '@villa/shared/contracts/villas';
import { villasQueryKey } from '../../villas/api/get-villas';
import { conflictsQueryKey } from './get-conflicts';

export async function previewSync(villaId: number): Promise<IcalSyncResult> {
  return (
    await api.post<Envelope<IcalSyncResult>>('/v1/admin/villas/date/sync/preview', { villa_id: villaId })
  ).data.content;
}

export async function applySync(villaId: number): Promise<IcalSyncResult> {
  return (await api.post<Envelope<IcalSyncResult>>('/v1/admin/villas/date/sync', { villa_id: villaId })).data
    .content;
}

export function usePreviewSync() {
  return useMutation({ mutationFn: previewSync });
}

export function useApplySync() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applySync,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: villasQueryKey });
      void qc.invalidateQueries({ queryKey: conflictsQueryKey });
    },
  });
}
