import { Fragment } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { apiErrorMessage } from '@villa/shared/api/client';
import { ministryQuerySchema } from '@villa/shared/contracts/reports';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, Input } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { formatDate } from '@villa/shared/lib/format/dates';
import { getMinistryReport } from '@villa/shared/contracts/routes/reports';
import { useDownloadReport } from '../api/download-report';
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
  const download = useDownloadReport();
  const { toast } = useShellServices();
  const set = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    next.set('from', from);
    next.set('to', to);
    next.set(key, value);
    setParams(next);
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
          <Field label="Başlangıç">
            <Input type="date" value={from} onChange={(e) => set('from', e.target.value)} />
          </Field>
          <Field label="Bitiş" error={periodError ?? undefined}>
            <Input type="date" value={to} onChange={(e) => set('to', e.target.value)} />
          </Field>
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
