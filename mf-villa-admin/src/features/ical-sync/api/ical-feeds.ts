import { request } from '@villa/shared/api/request';
import type { IcalFeedBody } from '@villa/shared/contracts/ical';
import { addIcalFeed } from '@villa/shared/contracts/routes/ical';
import { useVillaMutation } from '../../../api/villa-mutation';

export function useAddFeed() {
  return useVillaMutation((body: IcalFeedBody) => request(addIcalFeed, { body }));
}
