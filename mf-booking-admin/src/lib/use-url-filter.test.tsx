import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@villa/shared/parcel/router';
import { describe, expect, it } from 'vitest';
import { useUrlFilter } from './use-url-filter';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ f: useUrlFilter(), search: useLocation().search }), { wrapper });
}

describe('useUrlFilter', () => {
  it('reads the page and filters with their fallbacks', () => {
    const { result } = setup('/x?page=3&status=option');
    expect(result.current.f.page).toBe(3);
    expect(result.current.f.get('status')).toBe('option');
    expect(result.current.f.get('villa_id')).toBe('');
    expect(result.current.f.get('order', 'created_desc')).toBe('created_desc');
    expect(setup('/x?page=-2').result.current.f.page).toBe(1);
  });

  it('sets and drops filters and goes back to the first page unless a page is given', () => {
    const { result } = setup('/x?page=3&status=option&villa_id=2');
    act(() => result.current.f.setFilter({ status: '', method: 'cash' }));
    expect(result.current.search).toBe('?villa_id=2&method=cash');
    act(() => result.current.f.pager(100, 500).onPage(4));
    expect(result.current.search).toBe('?villa_id=2&method=cash&page=4');
    expect(result.current.f.pager(100, 500)).toMatchObject({ page: 4, pageSize: 100, total: 500 });
    act(() => result.current.f.pager(100, 500).onPage(1));
    expect(result.current.search).toBe('?villa_id=2&method=cash');
  });
});
