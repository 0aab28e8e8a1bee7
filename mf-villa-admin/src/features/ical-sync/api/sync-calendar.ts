import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorStatus } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { IcalSyncPreview, IcalSyncResult } from '@villa/shared/contracts/ical';
import { villasQueryKey } from '../../../api/query-keys';
import { conflictsQueryKey } from './get-conflicts';

/** Reads the villa's feeds and returns what a sync would do, with the token that applies exactly that. */
export async function previewSync(villaId: number): Promise<IcalSyncPreview> {
  return (
    await api.post<Envelope<IcalSyncPreview>>('/v1/admin/villas/date/sync/preview', { villa_id: villaId })
  ).data.content;
}

/** Applies exactly the previewed change set; 409 when the calendar changed since (preview again). */
export async function applySync(input: { villaId: number; previewToken: string }): Promise<IcalSyncResult> {
  return (
    await api.post<Envelope<IcalSyncResult>>('/v1/admin/villas/date/sync', {
      villa_id: input.villaId,
      preview_token: input.previewToken,
    })
  ).data.content;
}

/** The server refused the previewed set (stale, expired or invalid token): it must be previewed again. */
export function isStalePreviewError(err: unknown): boolean {
  const status = apiErrorStatus(err);
  return status === 409 || status === 400;
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
