import { Fragment, useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { apiErrorMessage } from '@villa/shared/api/client';
import { ministryQuerySchema } from '@villa/shared/contracts/reports';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { DateRangePicker, type DateRangeValue } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { formatDate } from '@villa/shared/lib/format/dates';
import { getMinistryReport } from '@villa/shared/contracts/routes/reports';
import { useDownloadFile } from '../../../api/download-file';
import { useMinistry } from '../api/get-ministry';

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
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? format(startOfMonth(new Date()), 'yyyy-MM-dd');
  const to = params.get('to') ?? format(endOfMonth(new Date()), 'yyyy-MM-dd');
  const check = ministryQuerySchema.safeParse({ from, to });
  const periodError = check.success ? null : (check.error.issues[0]?.message ?? 'Geçerli bir dönem seçin.');
  const { data, isPending, isError, error, refetch } = useMinistry(from, to, check.success);
  const download = useDownloadFile();
  const { toast } = useShellServices();
  // A range being picked (its end not chosen yet) stays here; the report follows a whole one.
  const [draft, setDraft] = useState<DateRangeValue | null>(null);
  const pick = (range: DateRangeValue) => {
    if (range.from && range.to) {
      setDraft(null);
      const next = new URLSearchParams(params);
      next.set('from', range.from);
      next.set('to', range.to);
      setParams(next);
    } else if (!range.from && !range.to) {
      // Cleared: back to this month.
      setDraft(null);
      const next = new URLSearchParams(params);
      next.delete('from');
      next.delete('to');
      setParams(next);
    } else setDraft(range);
  };

  const onDownload = async () => {
    try {
      const name = await download.mutateAsync({
        route: getMinistryReport,
        params: { from, to, format: 'xlsx' },
      });
      toast('success', `${name} indirildi.`);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Villa Raporu"
        description="Bakanlık izin numaraları, ev sahipleri ve seçilen dönemdeki onaylı konaklamalar."
        actions={
          <Button onClick={() => void onDownload()} disabled={download.isPending || !check.success}>
            {download.isPending ? 'Hazırlanıyor…' : 'Excel indir'}
          </Button>
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16, alignItems: 'flex-start' }}>
          <div style={{ flex: '0 1 420px', minWidth: 0 }}>
            {/* Both days are in the period: a one-day report has the same start and end. */}
            <DateRangePicker
              size="compact"
              sameDay
              labels={{ from: 'Başlangıç', to: 'Bitiş' }}
              value={draft ?? { from, to }}
              onChange={pick}
              error={periodError ?? undefined}
            />
          </div>
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
