import { Fragment } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { apiErrorMessage } from '@villa/shared/api/client';
import { ministryQuerySchema } from '@villa/shared/contracts/reports';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { formatDate } from '@villa/shared/lib/format/dates';
import { getMinistryReport } from '@villa/shared/contracts/routes/reports';
import { useMinistry } from '../api/get-ministry';
import { ExcelDownloadButton, ReportPeriodPicker, useReportPeriod } from './report-period';

const Small = styled.div`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const VillaCell = styled.td`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  && {
    vertical-align: top;
  }
`;

/** /dashboard/ministry: villas with their Ministry permit numbers, owners and stays in a period. */
export function MinistryScreen() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? format(startOfMonth(new Date()), 'yyyy-MM-dd');
  const to = params.get('to') ?? format(endOfMonth(new Date()), 'yyyy-MM-dd');
  const check = ministryQuerySchema.safeParse({ from, to });
  const periodError = check.success ? null : (check.error.issues[0]?.message ?? 'Geçerli bir dönem seçin.');
  const { data, isPending, isError, error, refetch } = useMinistry(from, to, check.success);
  // A half-picked range stays a draft; a cleared one goes back to this month.
  const { draft, pick } = useReportPeriod();

  return (
    <>
      <PageHeader
        title="Villa Raporu"
        description="Bakanlık izin numaraları, ev sahipleri ve seçilen dönemdeki onaylı konaklamalar."
        actions={
          <ExcelDownloadButton route={getMinistryReport} params={{ from, to }} disabled={!check.success} />
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16, alignItems: 'flex-start' }}>
          {/* Both days are in the period: a one-day report has the same start and end. */}
          <ReportPeriodPicker
            width={420}
            sameDay
            value={draft ?? { from, to }}
            onChange={pick}
            error={periodError}
          />
          {data ? (
            <Small style={{ alignSelf: 'center' }}>
              {data.totals.villas} villa · {data.totals.stays} konaklama · {data.totals.nights} gece ·{' '}
              {data.totals.guests} kişi
            </Small>
          ) : null}
        </Row>
        {periodError ? null : isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState message={apiErrorMessage(error)} onRetry={() => void refetch()} />
        ) : data.villas.length === 0 ? (
          <EmptyState title="Raporlanacak villa yok" />
        ) : (
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th>Villa</th>
                  <th>Bakanlık izin no</th>
                  <th>Ev sahibi</th>
                  <th>Rezervasyon</th>
                  <th>Giriş – çıkış</th>
                  <th style={{ textAlign: 'right' }}>Gece</th>
                  <th style={{ textAlign: 'right' }}>Kişi</th>
                </tr>
              </thead>
              <tbody>
                {data.villas.map((v) => {
                  const span = Math.max(1, v.stays.length);
                  const head = (
                    <>
                      <VillaCell rowSpan={span}>
                        {v.name}
                        <Small>{[v.townName, v.districtName].filter(Boolean).join(' / ')}</Small>
                      </VillaCell>
                      <td rowSpan={span} style={{ verticalAlign: 'top' }}>
                        {v.licenseNumber || <Badge $tone="warning">İzin no yok</Badge>}
                      </td>
                      <td rowSpan={span} style={{ verticalAlign: 'top' }}>
                        {v.ownerName || '—'}
                      </td>
                    </>
                  );
                  if (v.stays.length === 0) {
                    return (
                      <tr key={v.villaId} data-testid="ministry-villa">
                        {head}
                        <td colSpan={4}>
                          <Small>Bu dönemde konaklama yok</Small>
                        </td>
                      </tr>
                    );
                  }
                  return (
                    <Fragment key={v.villaId}>
                      {v.stays.map((s, i) => (
                        <tr key={s.reservationId} data-testid={i === 0 ? 'ministry-villa' : undefined}>
                          {i === 0 ? head : null}
                          <td>{s.reservationCode}</td>
                          <td style={{ whiteSpace: 'nowrap' }}>
                            {formatDate(s.checkIn)} – {formatDate(s.checkOut)}
                          </td>
                          <td style={{ textAlign: 'right' }}>{s.nights}</td>
                          <td style={{ textAlign: 'right' }}>{s.guests}</td>
                        </tr>
                      ))}
                    </Fragment>
                  );
                })}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Card>
    </>
  );
}
