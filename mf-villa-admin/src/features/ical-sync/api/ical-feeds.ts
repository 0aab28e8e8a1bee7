import { request } from '@villa/shared/api/request';
import type { IcalFeedBody } from '@villa/shared/contracts/ical';
import { addIcalFeed, deleteIcalFeed } from '@villa/shared/contracts/routes/ical';
import { useVillaMutation } from '../../../api/villa-mutation';

export function useAddFeed() {
  return useVillaMutation((body: IcalFeedBody) => request(addIcalFeed, { body }));
}

/** The feed and its imported blocks. */
export function useDeleteFeed() {
  return useVillaMutation((input: { villaId: number; feedId: number }) =>
    request(deleteIcalFeed, { body: { villa_id: input.villaId, feed_id: input.feedId } }),
  );
}
