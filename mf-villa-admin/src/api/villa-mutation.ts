import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '@villa/shared/api/request';
import { villaQueries } from './query-keys';

/**
 * A write of a villa's panel (prices, dates, images, feeds): the villa queries (villaQueries) are
 * read again after it succeeded, or after it ended either way with `settled` (a list reordered on
 * screen before the answer).
 */
export function useVillaMutation<I, R>(
  mutationFn: (input: I) => Promise<R>,
  { settled = false }: { settled?: boolean } = {},
) {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all(villaQueries.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) })));
  return useMutation({
    mutationFn,
    ...(settled ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
