import { useSearchParams } from '@villa/shared/parcel/router';
import { pageFilter, withFilters } from '@villa/shared/lib/url-filters';

/**
 * A booking-admin list's filters in the URL's query string: `page` (1 when absent), `get(key)` for a
 * filter ('' or the fallback when absent), `setFilter(next)` (sets the keys given, drops the ones
 * given as '', and goes back to the first page unless `page` is given) and `pager(pageSize, total)`
 * for the DataTable's pager.
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
  return { params, setParams, page, get, setFilter, pager };
}
