import { useMemo } from 'react';
import { Link, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import type { OccupancyKind, OccupancySpan } from '@villa/shared/contracts/occupancy';
import { formatDatePattern, thisMonthIso } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useOccupancy } from '../api/get-occupancy';

const KIND_COLOR: Record<OccupancyKind, string> = { booked: '#1f7a4d', option: '#d08a00', closed: '#6b7280' };
const KIND_LABEL: Record<OccupancyKind, string> = {
  booked: 'Dolu (onaylı)',
  option: 'Opsiyon',
  closed: 'Kapalı',
};

const Scroll = styled.div`
  overflow: auto;
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  font-size: 12px;
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding: 0;
    height: 30px;
    min-width: 28px;
    text-align: center;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surfaceAlt};
    z-index: 2;
    font-weight: 600;
  }
  th.villa {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 180px;
    max-width: 220px;
    text-align: left;
    padding: 0 10px;
    background: ${({ theme }) => theme.color.surface};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  thead th.villa {
    z-index: 3;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  td a,
  td span {
    display: block;
    height: 100%;
    width: 100%;
  }
`;
const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
  vertical-align: middle;
  margin-right: 6px;
`;

const shift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const thisMonth = () => thisMonthIso();

/** 'Doluluk Takvimi': every villa against the days of a month; booked, option and closed apart. */
export function OccupancyScreen() {
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : thisMonth();
  const { data, isPending, isError, refetch, isFetching } = useOccupancy(month);

  // villaId → day → span, built once per response (fast for hundreds of villas).
  const cells = useMemo(() => {
    const map = new Map<number, Map<string, OccupancySpan>>();
    if (!data) return map;
    for (const s of data.spans) {
      const byDay = map.get(s.villaId) ?? new Map<string, OccupancySpan>();
      for (const day of data.days) if (day >= s.start && day < s.end) byDay.set(day, s);
      map.set(s.villaId, byDay);
    }
    return map;
  }, [data]);

  return (
    <>
      <PageHeader
        title="Doluluk Takvimi"
        description="Tüm villaların aylık doluluğu. Dolu güne tıklayarak rezervasyona gidin."
      />
      <Card>
        <Row $wrap $justify="space-between" style={{ marginBottom: 16 }}>
          <Row>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => setParams({ month: shift(month, -1) })}
              aria-label="Önceki ay"
            >
              ‹
            </Button>
            <strong
              style={{ minWidth: 140, textAlign: 'center', textTransform: 'capitalize' }}
              data-testid="occupancy-month"
            >
              {formatDatePattern(`${month}-01`, 'MMMM yyyy')}
            </strong>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => setParams({ month: shift(month, 1) })}
              aria-label="Sonraki ay"
            >
              ›
            </Button>
            {isFetching && !isPending ? <span style={{ opacity: 0.7 }}>Güncelleniyor…</span> : null}
          </Row>
          <Row $wrap>
            {(Object.keys(KIND_LABEL) as OccupancyKind[]).map((k) => (
              <span key={k}>
                <Swatch $color={KIND_COLOR[k]} />
                {KIND_LABEL[k]}
              </span>
            ))}
          </Row>
        </Row>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.villas.length === 0 ? (
          <EmptyState title="Villa yok">Takvimde gösterilecek villa bulunmuyor.</EmptyState>
        ) : (
          <Scroll>
            <Grid aria-label="Doluluk tablosu">
              <thead>
                <tr>
                  <th className="villa">Villa</th>
                  {data.days.map((d) => (
                    <th key={d} title={d}>
                      {Number(d.slice(8))}
                      <div style={{ opacity: 0.6, fontWeight: 400 }}>{formatDatePattern(d, 'EEEEE')}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.villas.map((v) => {
                  const byDay = cells.get(v.id);
                  return (
                    <tr key={v.id} data-testid="occupancy-row">
                      <th className="villa" scope="row" title={`${v.name} · ${v.townName}`}>
                        {v.name}
                      </th>
                      {data.days.map((d) => {
                        const s = byDay?.get(d);
                        if (!s) return <td key={d} />;
                        const style = { background: KIND_COLOR[s.kind] };
                        return (
                          <td key={d} title={`${d} · ${s.label}`} data-kind={s.kind}>
                            {s.reservationId ? (
                              <Link
                                to={`/reservations/villa/${s.reservationId}`}
                                style={style}
                                aria-label={`${d} ${s.label}`}
                              />
                            ) : (
                              <span style={style} aria-label={`${d} ${s.label}`} />
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </Grid>
          </Scroll>
        )}
      </Card>
    </>
  );
}
