import { lazy, Suspense, useRef } from 'react';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { ErrorBoundary } from '@villa/shared/ui/error-boundary';
import { useNearViewport } from '@villa/shared/ui/use-near-viewport';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card } from '@villa/shared/ui/layout';
import { useSummary } from '../api/get-summary';
import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { cardHeadings, plainLists } from '../../../components/card-styles';
import type { MonthlyChartRow } from './monthly-chart';

// recharts is most of the dashboard's code: the chart loads as its place nears the viewport, in a
// frame of its final height (nothing moves when it comes in).
const MonthlyChart = lazy(() => import('./monthly-chart').then((m) => ({ default: m.MonthlyChart })));

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  ${cardHeadings}
  ${plainLists}
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The chart's place at its final height; the chart comes in once the place nears the viewport. */
function ChartFrame({ rows }: { rows: MonthlyChartRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div style={{ width: '100%', height: 260 }} data-testid="monthly-chart" ref={box}>
      {near ? (
        <ErrorBoundary
          fallback={() => (
            <ErrorState message="Grafik yüklenemedi." onRetry={() => window.location.reload()} />
          )}
        >
          <Suspense fallback={null}>
            <MonthlyChart rows={rows} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}

/** Today's check-ins and check-outs and a chart of reservations per month. */
export function HomeSummary() {
  const { data, isPending, isError, refetch } = useSummary();
  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  const chart: MonthlyChartRow[] = data.monthly.map((m) => ({
    name: formatDatePattern(`${m.month}-01`, 'MMM yy'),
    Toplam: m.count,
    Onaylı: m.confirmed,
  }));
  const list = (rows: typeof data.checkIns, empty: string, testId: string) =>
    rows.length === 0 ? (
      <p style={{ opacity: 0.75, margin: 0 }}>{empty}</p>
    ) : (
      <ul data-testid={testId}>
        {rows.map((r) => (
          <li key={r.id}>
            <Link to={`/reservations/villa/${r.id}`}>{r.reservationCode}</Link> · {r.customerName}
            <div>
              <small>
                {r.villaName} · {r.guests} kişi
              </small>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <Grid>
      <Card>
        <h2>Bugün giriş yapanlar</h2>
        {list(data.checkIns, 'Bugün giriş yok.', 'today-checkins')}
      </Card>
      <Card>
        <h2>Bugün çıkış yapanlar</h2>
        {list(data.checkOuts, 'Bugün çıkış yok.', 'today-checkouts')}
      </Card>
      <Card style={{ gridColumn: '1 / -1' }}>
        <h2>Aylara göre rezervasyonlar (giriş ayı)</h2>
        <ChartFrame rows={chart} />
      </Card>
    </Grid>
  );
}
