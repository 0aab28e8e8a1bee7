import { Link } from '@villa/shared/parcel/router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card } from '@villa/shared/ui/layout';
import { useSummary } from '../api/get-summary';
import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { cardHeadings, plainLists } from '../../../components/card-styles';

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

/** Today's check-ins and check-outs and a chart of reservations per month. */
export function HomeSummary() {
  const { data, isPending, isError, refetch } = useSummary();
  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  const chart = data.monthly.map((m) => ({
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
        <div style={{ width: '100%', height: 260 }} data-testid="monthly-chart">
          <ResponsiveContainer>
            <BarChart data={chart} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip />
              <Legend />
              <Bar dataKey="Toplam" fill="#9aa9c2" radius={[4, 4, 0, 0]} />
              <Bar dataKey="Onaylı" fill="#1f7a4d" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
    </Grid>
  );
}
