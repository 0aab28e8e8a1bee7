import { useMutation, useQueryClient } from '@tanstack/react-query';
import { axiosInstance } from '@villa/shared/api/client';
import { queryKeyOf, request } from '@villa/shared/api/request';
import { routePath } from '@villa/shared/api/route';
import type { ShowcaseVillaBulkDelete } from '@villa/shared/contracts/showcases';
import {
  getShowcase,
  listShowcases,
  removeShowcaseVillas,
  setShowcaseVillaOrder,
} from '@villa/shared/contracts/routes/showcases';

/** What a showcase write refreshes: the list (villa counts) and the open showcase. */
export const showcaseQueries = [listShowcases, getShowcase];

/**
 * DELETE /v1/admin/showcase-villas carries its ids in the body, which request() does not send for
 * a DELETE (endpoint() allows no DELETE body): the one call made through the client by hand, with
 * the route's method and path.
 */
export async function removeShowcaseVillasByIds(body: ShowcaseVillaBulkDelete): Promise<void> {
  const http = await axiosInstance();
  await http.request({
    method: removeShowcaseVillas.method,
    url: routePath(removeShowcaseVillas),
    data: body,
  });
}

/** The new order of a showcase's villas, one PUT a moved link; both lists are read again whatever happened. */
export function useReorderShowcaseVillas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (links: { id: number; order: number }[]) => {
      for (const l of links)
        await request(setShowcaseVillaOrder, { params: { id: l.id }, body: { order: l.order } });
    },
    onSettled: () =>
      Promise.all(showcaseQueries.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) }))),
  });
}

/** Removes the checked links (all or none). */
export function useRemoveShowcaseVillas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeShowcaseVillasByIds,
    onSettled: () =>
      Promise.all(showcaseQueries.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) }))),
  });
}
