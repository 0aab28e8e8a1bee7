import { useMemo } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { performanceQuerySchema, type PerformanceVillaRow } from '@villa/shared/contracts/reports';
import { getPerformanceReport } from '@villa/shared/contracts/routes/reports';
import { addDaysIso, thisMonthIso } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, Select } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useVillaOptions } from '../../../api/get-villa-options';
import { performanceParams, usePerformance, useTownOptions } from '../api/get-performance';
import { PerformanceChart } from './performance-chart';
import { ExcelDownloadButton, ReportPeriodPicker, useReportPeriod } from './report-period';

const Kpis = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 12px;
  margin-bottom: 16px;
`;

const Kpi = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 12px 14px;
  background: ${({ theme }) => theme.color.surface};
  span {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    display: block;
    font-size: 20px;
    margin-top: 4px;
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  margin-top: 16px;
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Num = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

export const pct = (rate: number) =>
  `%${(rate * 100).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
const tl = (n: number) => formatMoney(n, 'TL', { decimals: 2 });
const int = (n: number) => n.toLocaleString('tr-TR');

const columns: DataColumn<PerformanceVillaRow>[] = [
  {
    id: 'villa',
    header: 'Villa',
    accessorFn: (r) => r.villa_name,
    cell: ({ row }) => (
      <>
        {row.original.villa_name}
        <br />
        <Muted>{row.original.town_name}</Muted>
      </>
    ),
  },
  {
    id: 'available',
    header: 'Müsait gece',
    accessorFn: (r) => r.available_nights,
    cell: (c) => <Num>{int(c.getValue<number>())}</Num>,
  },
  {
    id: 'sold',
    header: 'Satılan',
    accessorFn: (r) => r.sold_nights,
    cell: (c) => <Num>{int(c.getValue<number>())}</Num>,
  },
  {
    id: 'channel',
    header: 'Kanal',
    accessorFn: (r) => r.channel_nights,
    cell: (c) => <Num>{int(c.getValue<number>())}</Num>,
  },
  {
    id: 'closed',
    header: 'Kapalı',
    accessorFn: (r) => r.closed_nights,
    cell: (c) => <Num>{int(c.getValue<number>())}</Num>,
  },
  {
    id: 'occupancy',
    header: 'Doluluk',
    accessorFn: (r) => r.occupancy,
    cell: (c) => <Num>{pct(c.getValue<number>())}</Num>,
  },
  {
    id: 'revenue',
    header: 'Gelir',
    accessorFn: (r) => r.revenue,
    cell: (c) => <Num>{tl(c.getValue<number>())}</Num>,
  },
  { id: 'adr', header: 'ADR', accessorFn: (r) => r.adr, cell: (c) => <Num>{tl(c.getValue<number>())}</Num> },
  {
    id: 'revpar',
    header: 'RevPAR',
    accessorFn: (r) => r.revpar,
    cell: (c) => <Num>{tl(c.getValue<number>())}</Num>,
  },
];

/**
 * /dashboard/performance ('Performans', ADMIN): occupancy and revenue of the active villas for a
 * period [from, to) by the README's Definitions; KPI cards, revenue and occupancy by month, a
 * sortable table by villa, lead time, cancellations and sources; Excel download.
 */
export function PerformanceScreen() {
  const [params, setParams] = useSearchParams();
  const month = thisMonthIso();
  const defaultFrom = `${month}-01`;
  const from = params.get('from') ?? defaultFrom;
  const to = params.get('to') ?? addDaysIso(addDaysIso(defaultFrom, 27), 5).slice(0, 7) + '-01';
  const townId = Number(params.get('town_id')) || undefined;
  const villaId = Number(params.get('villa_id')) || undefined;
  const check = performanceQuerySchema.safeParse({ from, to });
  const periodError = check.success ? null : (check.error.issues[0]?.message ?? 'Geçerli bir dönem seçin.');
  const filter = { from, to, townId, villaId };
  const { data, isPending, isError, error, refetch } = usePerformance(filter, check.success);
  const towns = useTownOptions();
  const villas = useVillaOptions();
  const { draft, pick } = useReportPeriod();

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const activeVillas = useMemo(() => (villas.data ?? []).filter((v) => v.active), [villas.data]);
  const t = data?.totals;

  return (
    <>
      <PageHeader
        title="Performans"
        description="Etkin villaların seçilen dönemdeki doluluk, gelir, ADR ve RevPAR değerleri (bitiş günü hariç)."
        actions={
          <ExcelDownloadButton
            route={getPerformanceReport}
            params={performanceParams(filter)}
            disabled={!check.success}
          />
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16, alignItems: 'flex-start' }}>
          <ReportPeriodPicker width={380} value={draft ?? { from, to }} onChange={pick} error={periodError} />
          <div style={{ flex: '0 1 200px' }}>
            <Field label="Bölge">
              <Select
                aria-label="Bölge"
                value={townId ?? ''}
                onChange={(e) => set({ town_id: e.target.value || undefined, villa_id: undefined })}
              >
                <option value="">Tüm bölgeler</option>
                {(towns.data ?? []).map((town) => (
                  <option key={town.id} value={town.id}>
                    {town.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div style={{ flex: '0 1 240px' }}>
            <Field label="Villa">
              <Select
                aria-label="Villa"
                value={villaId ?? ''}
                onChange={(e) => set({ villa_id: e.target.value || undefined })}
              >
                <option value="">Tüm villalar</option>
                {activeVillas.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </Row>
        {periodError ? null : isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState message={apiErrorMessage(error)} onRetry={() => void refetch()} />
        ) : !t || data.by_villa.length === 0 ? (
          <EmptyState title="Bu süzgeçle etkin villa yok" />
        ) : (
          <>
            <Kpis data-testid="performance-kpis">
              <Kpi>
                <span>Doluluk</span>
                <strong>{pct(t.occupancy)}</strong>
                <small>
                  {int(t.sold_nights + t.channel_nights)} / {int(t.available_nights)} müsait gece
                </small>
              </Kpi>
              <Kpi>
                <span>Gelir</span>
                <strong>{tl(t.revenue)}</strong>
                <small>{int(t.sold_nights)} satılan gece</small>
              </Kpi>
              <Kpi>
                <span>ADR (gecelik ortalama)</span>
                <strong>{tl(t.adr)}</strong>
              </Kpi>
              <Kpi>
                <span>RevPAR (müsait gece başına)</span>
                <strong>{tl(t.revpar)}</strong>
              </Kpi>
              <Kpi>
                <span>Kanal / kapalı gece</span>
                <strong>
                  {int(t.channel_nights)} / {int(t.closed_nights)}
                </strong>
                <small>{int(t.nights)} gece toplam</small>
              </Kpi>
            </Kpis>
            <PerformanceChart months={data.by_month} />
            <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>Villalar</h2>
            <DataTable
              label="Villalara göre performans"
              query={{ isPending: false, isError: false, refetch }}
              rows={data.by_villa}
              columns={columns}
              rowKey={(r) => r.villa_id}
              rowTestId="performance-villa"
              empty={<EmptyState title="Villa yok" />}
            />
            <Facts>
              <div>
                <h2>Rezervasyon kaynakları</h2>
                {data.sources.length === 0 ? (
                  <Muted>Bu dönemde onaylı konaklama yok.</Muted>
                ) : (
                  <ul data-testid="performance-sources">
                    {data.sources.map((s) => (
                      <li key={s.key}>
                        <span>
                          {s.label} <Muted>{s.kind === 'channel' ? 'senkron takvim' : ''}</Muted>
                        </span>
                        <span>
                          {int(s.bookings)} · {int(s.nights)} gece
                          {s.revenue !== null ? ` · ${tl(s.revenue)}` : ''}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h2>İptaller ve rezervasyon öncesi süre</h2>
                <ul>
                  <li>
                    <span>İptal edilen rezervasyon</span>
                    <span data-testid="performance-cancellations">
                      {int(data.cancellations.count)} · {int(data.cancellations.nights)} gece ·{' '}
                      {tl(data.cancellations.revenue)}
                    </span>
                  </li>
                  <li>
                    <span>Talepten girişe (medyan)</span>
                    <span>
                      {data.lead_time.median_days === null
                        ? '—'
                        : `${data.lead_time.median_days.toLocaleString('tr-TR')} gün`}{' '}
                      <Muted>({int(data.lead_time.bookings)} rezervasyon)</Muted>
                    </span>
                  </li>
                </ul>
              </div>
            </Facts>
          </>
        )}
      </Card>
    </>
  );
}
