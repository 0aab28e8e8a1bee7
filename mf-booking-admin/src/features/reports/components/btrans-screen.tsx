import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { format, subMonths } from 'date-fns';
import { apiErrorMessage } from '@villa/shared/api/client';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { MonthPicker } from '@villa/shared/ui/month-picker';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { formatMoney } from '@villa/shared/lib/format/money';
import { formatDate } from '@villa/shared/lib/format/dates';
import { getBtransReport } from '@villa/shared/contracts/routes/reports';
import { useDownloadFile } from '../../../api/download-file';
import { useBtrans } from '../api/get-btrans';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 4px 0 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Small = styled.div`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /dashboard/btrans: the month's GİB short-term rental notification, on screen and as XML. */
export function BtransScreen() {
  const [params, setParams] = useSearchParams();
  const fallback = format(subMonths(new Date(), 1), 'yyyy-MM');
  const raw = params.get('month') ?? '';
  const month = MONTH_RE.test(raw) ? raw : fallback;
  const { data, isPending, isError, error, refetch, isFetching } = useBtrans(month);
  const download = useDownloadFile();
  const { toast } = useShellServices();

  const onDownload = async () => {
    try {
      const name = await download.mutateAsync({
        route: getBtransReport,
        params: { month, format: 'xml' },
      });
      toast('success', `${name} indirildi.`);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="BTrans Raporu"
        description="Çıkışı seçilen ayda olan onaylı kısa süreli konaklamalar; GİB günlük kiralama bildirimi (XML)."
        actions={
          <Button
            onClick={() => void onDownload()}
            disabled={download.isPending || !data || data.warnings.length > 0}
          >
            {download.isPending ? 'Hazırlanıyor…' : 'XML indir'}
          </Button>
        }
      />
      <Stack>
        <Card>
          <Row $wrap style={{ marginBottom: 16 }}>
            <MonthPicker
              label="Rapor ayı"
              required
              value={month}
              onChange={(m) => m && setParams({ month: m })}
            />
            {isFetching && !isPending ? <Small>Güncelleniyor…</Small> : null}
          </Row>
          {isPending ? (
            <LoadingBlock />
          ) : isError ? (
            <ErrorState message={apiErrorMessage(error)} onRetry={() => void refetch()} />
          ) : (
            <Stack $gap="16px">
              {data.warnings.map((w) => (
                <Warning key={w} role="alert">
                  {w}
                </Warning>
              ))}
              <Summary>
                <div>
                  <dt>Acente</dt>
                  <dd>{data.agency.name}</dd>
                  <Small>
                    TÜRSAB {data.agency.tursabNumber || '—'} · VKN {data.agency.taxNumber || '—'}
                  </Small>
                </div>
                <div>
                  <dt>Bildirilecek konaklama</dt>
                  <dd data-testid="btrans-count">{data.totals.count}</dd>
                </div>
                <div>
                  <dt>Toplam kira bedeli</dt>
                  <dd>{formatMoney(data.totals.amount, 'TL', { decimals: 2 })}</dd>
                </div>
                <div>
                  <dt>Toplam komisyon</dt>
                  <dd>{formatMoney(data.totals.commission, 'TL', { decimals: 2 })}</dd>
                </div>
              </Summary>
              {data.records.length === 0 ? (
                <EmptyState title="Bu ay bildirilecek konaklama yok">
                  Çıkışı bu ayda olan, bilgileri tam onaylı rezervasyon bulunmuyor.
                </EmptyState>
              ) : (
                <TableWrap>
                  <Table>
                    <thead>
                      <tr>
                        <th>Rezervasyon</th>
                        <th>Villa ve konum</th>
                        <th>Konaklama</th>
                        <th style={{ textAlign: 'right' }}>Tutar</th>
                        <th style={{ textAlign: 'right' }}>Komisyon</th>
                        <th>Ev sahibi</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.records.map((r) => (
                        <tr key={r.reservationId} data-testid="btrans-row">
                          <td style={{ fontWeight: 600 }}>{r.reservationCode}</td>
                          <td>
                            {r.villaName}
                            <Small>
                              {r.address} · {r.districtName} / {r.townName}
                            </Small>
                          </td>
                          <td style={{ whiteSpace: 'nowrap' }}>
                            {formatDate(r.checkIn)} – {formatDate(r.checkOut)}
                            <Small>
                              {r.nights} gece · {r.guests} kişi
                            </Small>
                          </td>
                          <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            {formatMoney(r.amount, 'TL', { decimals: 2 })}
                          </td>
                          <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            {formatMoney(r.commission, 'TL', { decimals: 2 })}
                            <Small>%{r.commissionRate}</Small>
                          </td>
                          <td>
                            {r.ownerName}
                            <Small>
                              {r.ownerIdentityNumber} · {r.iban}
                            </Small>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableWrap>
              )}
            </Stack>
          )}
        </Card>
        {data && data.skipped.length > 0 ? (
          <Card>
            <h2 style={{ marginTop: 0, fontSize: 18 }}>
              Dosyaya alınmayan konaklamalar <Badge $tone="warning">{data.skipped.length}</Badge>
            </h2>
            <p style={{ marginTop: 0 }}>
              Villa kartındaki BTrans bilgileri (ev sahibi kimliği, adı, IBAN) ve konumu tamamlanınca bu
              konaklamalar rapora girer.
            </p>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Rezervasyon</th>
                    <th>Villa</th>
                    <th>Konaklama</th>
                    <th>Eksikler</th>
                  </tr>
                </thead>
                <tbody>
                  {data.skipped.map((s) => (
                    <tr key={s.reservationId} data-testid="btrans-skipped">
                      <td style={{ fontWeight: 600 }}>{s.reservationCode}</td>
                      <td>{s.villaName}</td>
                      <td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(s.checkIn)} – {formatDate(s.checkOut)}
                      </td>
                      <td>
                        <ul style={{ margin: 0, paddingLeft: 18 }}>
                          {s.reasons.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          </Card>
        ) : null}
      </Stack>
    </>
  );
}
