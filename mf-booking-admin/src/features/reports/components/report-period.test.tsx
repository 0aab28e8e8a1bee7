import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAtUrl } from '@villa/shared/ui/render-hook-at-url.test-support';
import { useReportPeriod } from './report-period';

const setup = (url: string) => renderHookAtUrl(url, useReportPeriod);

describe('useReportPeriod', () => {
  it('keeps a half-picked range as a draft, puts a whole one in the URL and drops a cleared one', () => {
    const { result } = setup('/r?town_id=3&from=2031-04-01&to=2031-04-30');
    act(() => result.current.value.pick({ from: '2031-05-02', to: null }));
    expect(result.current.value.draft).toEqual({ from: '2031-05-02', to: null });
    expect(result.current.search).toBe('?town_id=3&from=2031-04-01&to=2031-04-30');
    act(() => result.current.value.pick({ from: '2031-05-02', to: '2031-05-09' }));
    expect(result.current.value.draft).toBeNull();
    expect(result.current.search).toBe('?town_id=3&from=2031-05-02&to=2031-05-09');
    act(() => result.current.value.pick({ from: null, to: null }));
    expect(result.current.search).toBe('?town_id=3');
  });
});
