import { useEndpointMutation } from '@villa/shared/api/request';
import { getVilla, setVillaFeatures } from '@villa/shared/contracts/routes/villas';

export function useSaveVillaFeatures() {
  return useEndpointMutation(setVillaFeatures, { invalidates: [getVilla] });
}
