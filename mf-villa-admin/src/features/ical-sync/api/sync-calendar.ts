import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '@villa/shared/api/client';
import { queryKeyOf, request } from '@villa/shared/api/request';
import { applyIcalSync, listIcalConflicts, previewIcalSync } from '@villa/shared/contracts/routes/ical';
import { villaQueries } from '../../../api/query-keys';

/** The server refused the previewed set (stale, expired or invalid token): it must be previewed again. */
export function isStalePreviewError(err: unknown): boolean {
  const status = apiErrorStatus(err);
  return status === 409 || status === 400;
}

/** Reads the villa's feeds and returns what a sync would do, with the token that applies exactly that. */
export function usePreviewSync() {
  return useMutation({
    mutationFn: (villaId: number) => request(previewIcalSync, { body: { villa_id: villaId } }),
  });
}

/** Applies exactly the previewed change set; 409 when the calendar changed since (preview again). */
export function useApplySync() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { villaId: number; previewToken: string }) =>
      request(applyIcalSync, { body: { villa_id: input.villaId, preview_token: input.previewToken } }),
    onSuccess: () => {
      for (const r of [...villaQueries, listIcalConflicts])
        void qc.invalidateQueries({ queryKey: queryKeyOf(r) });
    },
  });
}
