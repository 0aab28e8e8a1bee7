/**
 * The filters of an admin list live in the URL's query string (a reload or a shared link shows the
 * same page). `withFilters(params, { role: 'ADMIN', page: '' })` sets each key given, drops the ones
 * given as '', and keeps the rest: `setParams(withFilters(params, next))`.
 */
export function withFilters(params: URLSearchParams, next: Record<string, string>): URLSearchParams {
  const merged = new URLSearchParams(params);
  for (const [key, value] of Object.entries(next)) {
    if (value) merged.set(key, value);
    else merged.delete(key);
  }
  return merged;
}

/** The `page` filter of a pager's page: the first page is the URL without one. */
export const pageFilter = (page: number): { page: string } => ({ page: page > 1 ? String(page) : '' });
