import { request } from '@villa/shared/api/request';
import { deleteVillaPrice } from '@villa/shared/contracts/routes/villa-prices';
import { useVillaMutation } from '../../../api/villa-mutation';

export function useDeletePrice() {
  return useVillaMutation((id: number) => request(deleteVillaPrice, { params: { id } }));
}
