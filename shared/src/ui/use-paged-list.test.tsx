import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '../api/client';
import { listDistricts } from '../contracts/routes/regions';
import { usePagedQuery, usePageState } from './use-paged-list';

afterEach(() => vi.restoreAllMocks());

/** The districts list through the hooks, the API answering `total` 25 and the page asked for. */
async function setup(townId?: number) {
  const http = await axiosInstance();
  let release = () => {};
  const request = vi.spyOn(http, 'request').mockImplementation((async (config: {
    params: { skip: number };
  }) => {
    // The second page's answer waits, so what is shown meanwhile can be looked at.
    if (config.params.skip > 0) await new Promise<void>((resolve) => (release = resolve));
    return { data: { content: [{ id: config.params.skip + 1 }], total: 25 }, status: 200, headers: {} };
  }) as never);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const paging = usePageState();
      const list = usePagedQuery(listDistricts, paging.page, 10, townId ? { town_id: townId } : {});
      return { paging, list, table: paging.paged(list, 10) };
    },
    { wrapper },
  );
  return { request, result, release: () => release() };
}

describe('usePagedQuery and usePageState', () => {
  it('asks for the page (skip, take) with the filters and gives the DataTable its rows and pager', async () => {
    const { request, result } = await setup(4);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'GET',
        url: '/v1/admin/districts',
        params: { skip: 0, take: 10, town_id: 4 },
      }),
    );
    expect(result.current.table).toMatchObject({
      rows: [{ id: 1 }],
      pager: { page: 1, pageSize: 10, total: 25 },
    });
  });

  it('goes to another page and keeps the page shown until it has come', async () => {
    const { request, result, release } = await setup();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.table.pager.onPage(3));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ params: { skip: 20, take: 10 } })),
    );
    expect(result.current.table).toMatchObject({ rows: [{ id: 1 }], pager: { page: 3, total: 25 } });
    act(() => release());
    await waitFor(() => expect(result.current.table.rows).toEqual([{ id: 21 }]));
  });
});
