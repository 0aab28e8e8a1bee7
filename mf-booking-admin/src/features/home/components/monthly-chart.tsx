import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthlyChartRow {
  name: string;
  Toplam: number;
  Onaylı: number;
}

/** Reservations per month (all, confirmed) as bars: recharts, in its own chunk (home-summary loads it). */
export function MonthlyChart({ rows }: { rows: MonthlyChartRow[] }) {
  return (
    <ResponsiveContainer>
      <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip />
        <Legend />
        <Bar dataKey="Toplam" fill="#9aa9c2" radius={[4, 4, 0, 0]} />
        <Bar dataKey="Onaylı" fill="#1f7a4d" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
