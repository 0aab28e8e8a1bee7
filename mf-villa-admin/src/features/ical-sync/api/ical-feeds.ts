import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { IcalFeedBody } from '@villa/shared/contracts/ical';
import { villasQueryKey } from '../../../api/query-keys';

export async function addFeed(body: IcalFeedBody): Promise<void> {
  await api.post('/v1/admin/villas/ical', body);
}

/** PATCH /v1/admin/villas/deleteical: the feed and its imported blocks. */
export async function deleteFeed(input: { villaId: number; feedId: number }): Promise<void> {
  await api.patch('/v1/admin/villas/deleteical', { villa_id: input.villaId, feed_id: input.feedId });
}

export function useAddFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addFeed,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}

export function useDeleteFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFeed,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
