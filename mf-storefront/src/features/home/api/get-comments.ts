import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeyOf, request } from '@villa/shared/api/request';
import { listPublicComments } from '@villa/shared/contracts/routes/villas';

const PAGE = 20;

/** The query key of the home's comment pages (every page under one key, as useInfiniteQuery keeps them). */
export const commentsQueryKey = () => queryKeyOf(listPublicComments);

/** Approved guest comments, PAGE at a time (`{ items, total }` per page). */
export function useComments() {
  return useInfiniteQuery({
    queryKey: commentsQueryKey(),
    queryFn: ({ pageParam, signal }) =>
      request(listPublicComments, { query: { skip: pageParam, take: PAGE } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}
