import { useEndpointMutation } from '@villa/shared/api/request';
import { getVilla, updateVillaBtrans } from '@villa/shared/contracts/routes/villas';

export function useSaveBtrans() {
  return useEndpointMutation(updateVillaBtrans, { invalidates: [getVilla] });
}
