import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import type { PerformanceMonthRow } from '@villa/shared/contracts/reports';
import { formatMoney } from '@villa/shared/lib/format/money';

const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(2, 4)}`;

/** By month: revenue as bars (left axis, TL), occupancy as a line (right axis, %); recharts as the home page. */
export function PerformanceChart({ months }: { months: PerformanceMonthRow[] }) {
  const theme = useTheme();
  const data = months.map((m) => ({
    name: monthLabel(m.month),
    Gelir: m.revenue,
    Doluluk: Math.round(m.occupancy * 1000) / 10,
  }));
  return (
    <div style={{ width: '100%', height: 280 }} data-testid="performance-chart">
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.color.border} />
          <XAxis dataKey="name" fontSize={12} stroke={theme.color.textMuted} />
          <YAxis
            yAxisId="tl"
            fontSize={12}
            stroke={theme.color.textMuted}
            tickFormatter={(v: number) => formatMoney(v, 'TL', { decimals: 0 })}
            width={90}
          />
          <YAxis
            yAxisId="pct"
            orientation="right"
            domain={[0, 100]}
            fontSize={12}
            stroke={theme.color.textMuted}
            tickFormatter={(v: number) => `%${v}`}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Gelir' ? formatMoney(Number(value), 'TL', { decimals: 2 }) : `%${String(value)}`
            }
            contentStyle={{ background: theme.color.surface, borderColor: theme.color.border }}
          />
          <Legend />
          <Bar yAxisId="tl" dataKey="Gelir" fill="#1c8bb5" radius={[4, 4, 0, 0]} />
          <Line yAxisId="pct" dataKey="Doluluk" stroke="#e07a1f" strokeWidth={2} dot />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
