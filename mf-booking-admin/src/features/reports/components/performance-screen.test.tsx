import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PerformanceFigures, PerformanceReport } from '@villa/shared/contracts/reports';
import { mockHttp } from '../../../lib/test-http';
import { PerformanceScreen } from './performance-screen';
import { wrap } from '../../../lib/render.test-support';

// recharts measures its container: jsdom has no layout, so the chart is only checked to be there.
vi.mock('./performance-chart', () => ({
  PerformanceChart: ({ months }: { months: { month: string }[] }) => (
    <div data-testid="performance-chart">{months.map((m) => m.month).join(',')}</div>
  ),
}));

const fig = (over: Partial<PerformanceFigures>): PerformanceFigures => ({
  nights: 26,
  available_nights: 26,
  sold_nights: 0,
  channel_nights: 0,
  closed_nights: 0,
  revenue: 0,
  occupancy: 0,
  adr: 0,
  revpar: 0,
  ...over,
});

const REPORT: PerformanceReport = {
  from: '2031-07-10',
  to: '2031-08-05',
  totals: fig({
    nights: 52,
    available_nights: 48,
    sold_nights: 11,
    channel_nights: 4,
    closed_nights: 4,
    revenue: 17500.5,
    occupancy: 0.3125,
    adr: 1590.95,
    revpar: 364.59,
  }),
  by_villa: [
    {
      villa_id: 1,
      villa_name: 'Villa Zeytin',
      town_id: 1,
      town_name: 'Kaş',
      ...fig({ sold_nights: 9, revenue: 12500, occupancy: 0.4091 }),
    },
    {
      villa_id: 2,
      villa_name: 'Villa Çınar',
      town_id: 2,
      town_name: 'Kalkan',
      ...fig({ sold_nights: 2, revenue: 5000.5, occupancy: 0.2308 }),
    },
  ],
  by_month: [
    { month: '2031-07', ...fig({ revenue: 11500.5 }) },
    { month: '2031-08', ...fig({ revenue: 6000 }) },
  ],
  lead_time: { median_days: 10, bookings: 3 },
  cancellations: { count: 1, nights: 3, revenue: 3000 },
  sources: [
    { key: 'web', label: 'Site', kind: 'reservation', bookings: 1, nights: 2, revenue: 2000 },
    { key: 'channel:airbnb', label: 'Airbnb', kind: 'channel', bookings: 1, nights: 4, revenue: null },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('PerformanceScreen', { timeout: 60_000 }, () => {
  it('shows the KPIs, the months, the sources and a table sortable by occupancy', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(({ url }) => {
      if (url === '/v1/admin/reports/performance') return { content: REPORT };
      if (url === '/v1/admin/towns/select') return { content: [] };
      return { content: [] };
    });
    render(wrap(<PerformanceScreen />, { url: '/dashboard/performance?from=2031-07-10&to=2031-08-05' }));
    const kpis = await screen.findByTestId('performance-kpis');
    expect(kpis).toHaveTextContent('%31,3');
    expect(kpis).toHaveTextContent('15 / 48 müsait gece');
    expect(screen.getByTestId('performance-chart')).toHaveTextContent('2031-07,2031-08');
    expect(screen.getByTestId('performance-sources')).toHaveTextContent('Airbnb');
    expect(screen.getByTestId('performance-cancellations')).toHaveTextContent('1 · 3 gece');
    expect(calls.find((c) => c.url === '/v1/admin/reports/performance')?.params).toEqual({
      from: '2031-07-10',
      to: '2031-08-05',
    });

    const names = () =>
      screen.getAllByTestId('performance-villa').map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Villa ZeytinKaş', 'Villa ÇınarKalkan']);
    // Numbers sort highest first on the first click, then lowest first.
    await user.click(screen.getByRole('button', { name: /Doluluk/ }));
    expect(screen.getByRole('columnheader', { name: /Doluluk/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Villa ZeytinKaş', 'Villa ÇınarKalkan']);
    await user.click(screen.getByRole('button', { name: /Doluluk/ }));
    expect(screen.getByRole('columnheader', { name: /Doluluk/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Villa ÇınarKalkan', 'Villa ZeytinKaş']);
  });

  it('sends the villa filter', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(({ url }) => {
      if (url === '/v1/admin/reports/performance') return { content: REPORT };
      if (url === '/v1/admin/villas/all')
        return { content: [{ id: 2, name: 'Villa Çınar', slug: 'villa-cinar', active: true }] };
      return { content: [] };
    });
    render(wrap(<PerformanceScreen />, { url: '/dashboard/performance?from=2031-07-10&to=2031-08-05' }));
    await screen.findByTestId('performance-kpis');
    await screen.findByRole('option', { name: 'Villa Çınar' });
    await user.selectOptions(screen.getByLabelText('Villa'), '2');
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url === '/v1/admin/reports/performance').at(-1)?.params).toEqual({
        from: '2031-07-10',
        to: '2031-08-05',
        villa_id: '2',
      }),
    );
  });
});
