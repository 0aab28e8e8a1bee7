import { request } from '@villa/shared/api/request';
import { deleteVillaDate } from '@villa/shared/contracts/routes/villa-dates';
import { useVillaMutation } from '../../../api/villa-mutation';

export function useDeleteDate() {
  return useVillaMutation((id: number) => request(deleteVillaDate, { params: { id } }));
}
