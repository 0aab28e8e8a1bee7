import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAtUrl } from './render-hook-at-url.test-support';
import { useUrlFilter } from './use-url-filter';

const setup = (url: string) => renderHookAtUrl(url, useUrlFilter);

describe('useUrlFilter', () => {
  it('reads the page and filters with their fallbacks', () => {
    const { result } = setup('/x?page=3&status=option');
    expect(result.current.value.page).toBe(3);
    expect(result.current.value.get('status')).toBe('option');
    expect(result.current.value.get('villa_id')).toBe('');
    expect(result.current.value.get('order', 'created_desc')).toBe('created_desc');
    expect(setup('/x?page=-2').result.current.value.page).toBe(1);
  });

  it('sets and drops filters and goes back to the first page unless a page is given', () => {
    const { result } = setup('/x?page=3&status=option&villa_id=2');
    act(() => result.current.value.setFilter({ status: '', method: 'cash' }));
    expect(result.current.search).toBe('?villa_id=2&method=cash');
    act(() => result.current.value.pager(100, 500).onPage(4));
    expect(result.current.search).toBe('?villa_id=2&method=cash&page=4');
    expect(result.current.value.pager(100, 500)).toMatchObject({ page: 4, pageSize: 100, total: 500 });
    act(() => result.current.value.pager(100, 500).onPage(1));
    expect(result.current.search).toBe('?villa_id=2&method=cash');
  });

  it('binds a filter control to its key', () => {
    const { result } = setup('/x?page=3&status=option');
    expect(result.current.value.bind('status').value).toBe('option');
    act(() => result.current.value.bind('villa_id').onChange('4'));
    expect(result.current.search).toBe('?status=option&villa_id=4');
    expect(result.current.value.bind('villa_id').value).toBe('4');
  });

  it("gives a paged list's DataTable its query, rows and pager", () => {
    const { result } = setup('/x?page=2');
    const query = {
      isPending: false,
      isError: false,
      refetch: () => undefined,
      data: { items: [7, 8], total: 42 },
    };
    const props = result.current.value.paged(query, 20);
    expect(props).toMatchObject({ query, rows: [7, 8], pager: { page: 2, pageSize: 20, total: 42 } });
    const loading = result.current.value.paged<number>({ ...query, isPending: true, data: undefined }, 20);
    expect(loading).toMatchObject({ rows: undefined, pager: { page: 2, pageSize: 20, total: undefined } });
  });
});
