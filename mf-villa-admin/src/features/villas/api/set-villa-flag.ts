import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, request } from '@villa/shared/api/request';
import { setVillaActivity, setVillaOfMonth, setVillaPopular } from '@villa/shared/contracts/routes/villas';
import type { VillaFlag } from '@villa/shared/contracts/villas';
import { villaQueries } from '../../../api/query-keys';

export type { VillaFlag };

function setFlag({ id, flag, value }: { id: number; flag: VillaFlag; value: boolean }) {
  switch (flag) {
    case 'active':
      return request(setVillaActivity, { body: { id, active: value } });
    case 'popular':
      return request(setVillaPopular, { body: { id, popular: value } });
    case 'villa_of_month':
      return request(setVillaOfMonth, { body: { id, villa_of_month: value } });
  }
}

/** One of the list's toggles; the villa queries are read again whether it worked or not. */
export function useSetVillaFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setFlag,
    onSettled: () => Promise.all(villaQueries.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) }))),
  });
}
