import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../api/request';
import type { AnyRoute, EndpointOf, RouteArgs } from '../api/route';
import type { QueryIn } from '../contracts/endpoint';
import type { PagedQuery } from './use-url-filter';

/** A paged list's filters: its query's other fields (skip and take come from the page). */
export type ListFilters<R> = Partial<NonNullable<QueryIn<EndpointOf<R>>>>;

/**
 * One page (1-based) of a paged admin list, `take` rows a page, with the list's filters; the page
 * shown stays while the next one loads (keepPreviousData):
 *
 *   const towns = usePagedQuery(listTowns, page, PAGE_SIZE.towns);
 *   const boats = usePagedQuery(listBoats, page, PAGE_SIZE.boats, { order, ...(id ? { id } : {}) });
 */
export function usePagedQuery<R extends AnyRoute>(
  route: R,
  page: number,
  take: number,
  filters?: NoInfer<ListFilters<R>>,
) {
  const input = { query: { skip: (page - 1) * take, take, ...filters } };
  // The query is the route's own: skip and take, which every paged list accepts, and its filters.
  return useQuery({
    ...endpointQuery(route, ...([input] as unknown as RouteArgs<R, never>)),
    placeholderData: keepPreviousData,
  });
}

/**
 * The page of a list that keeps it in the component (a screen with two lists, or one whose page
 * need not survive a reload); `paged(query, pageSize)` gives the DataTable its query, rows and pager,
 * as useUrlFilter's does for a page in the URL:
 *
 *   const { page, paged } = usePageState();
 *   const types = usePagedQuery(listVillaTypes, page, PAGE_SIZE.villaTypes);
 *   <DataTable label="Villa tipleri" {...paged(types, PAGE_SIZE.villaTypes)} columns={columns} … />
 */
export function usePageState() {
  const [page, setPage] = useState(1);
  const paged = <T>(query: PagedQuery<T>, pageSize: number) => ({
    query,
    rows: query.data?.items,
    pager: { page, pageSize, total: query.data?.total, onPage: setPage },
  });
  return { page, setPage, paged };
}
