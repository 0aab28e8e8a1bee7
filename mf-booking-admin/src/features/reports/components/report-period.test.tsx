import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@villa/shared/parcel/router';
import { describe, expect, it } from 'vitest';
import { useReportPeriod } from './report-period';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ p: useReportPeriod(), search: useLocation().search }), { wrapper });
}

describe('useReportPeriod', () => {
  it('keeps a half-picked range as a draft, puts a whole one in the URL and drops a cleared one', () => {
    const { result } = setup('/r?town_id=3&from=2031-04-01&to=2031-04-30');
    act(() => result.current.p.pick({ from: '2031-05-02', to: null }));
    expect(result.current.p.draft).toEqual({ from: '2031-05-02', to: null });
    expect(result.current.search).toBe('?town_id=3&from=2031-04-01&to=2031-04-30');
    act(() => result.current.p.pick({ from: '2031-05-02', to: '2031-05-09' }));
    expect(result.current.p.draft).toBeNull();
    expect(result.current.search).toBe('?town_id=3&from=2031-05-02&to=2031-05-09');
    act(() => result.current.p.pick({ from: null, to: null }));
    expect(result.current.search).toBe('?town_id=3');
  });
});
