import { useSearchParams } from '@villa/shared/parcel/router';
import { pageFilter, withFilters } from '../lib/url-filters';
import type { ListQuery } from './data-table';

/** A query of one page of a list (useQuery's result fits): the page's rows and the list's total. */
export interface PagedQuery<T> extends ListQuery {
  data?: { items: readonly T[]; total: number } | undefined;
}

/**
 * An admin list's filters in the URL's query string (a reload or a shared link shows the same list):
 * `page` (1 when absent), `get(key)` for a filter ('' or the fallback when absent), `setFilter(next)`
 * (sets the keys given, drops the ones given as '', and goes back to the first page unless `page` is
 * given), `bind(key)` for a filter control, `pager(pageSize, total)` for the DataTable's pager and
 * `paged(query, pageSize)` for a paged list's DataTable props:
 *
 *   const { page, get, bind, paged } = useUrlFilter();
 *   const list = useQuery(…{ page, status: get('status') }…);
 *   <FilterSelect label="Durum" {...bind('status')} options={…} />
 *   <DataTable label="Ödemeler" {...paged(list, PAGE_SIZE.transactions)} columns={columns} … />
 */
export function useUrlFilter() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const get = (key: string, fallback = '') => params.get(key) ?? fallback;
  const setFilter = (next: Record<string, string>) => {
    const merged = withFilters(params, next);
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  const pager = (pageSize: number, total: number | undefined) => ({
    page,
    pageSize,
    total,
    onPage: (p: number) => setFilter(pageFilter(p)),
  });
  /** A filter control's value and onChange, bound to the filter `key`: `<FilterSelect {...bind('status')} …/>`. */
  const bind = (key: string) => ({
    value: get(key),
    onChange: (value: string) => setFilter({ [key]: value }),
  });
  /** The DataTable's query, rows and pager of a paged list. */
  const paged = <T>(query: PagedQuery<T>, pageSize: number) => ({
    query,
    rows: query.data?.items,
    pager: pager(pageSize, query.data?.total),
  });
  return { params, setParams, page, get, setFilter, bind, pager, paged };
}
