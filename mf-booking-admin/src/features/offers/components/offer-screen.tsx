import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { paths } from '@villa/shared/config/paths';
import type { OfferCreated, OfferRow } from '@villa/shared/contracts/bookings';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { formatDate, formatTl } from '../../../lib/format';
import { useDeleteOffer } from '../api/delete-offer';
import { OFFERS_PAGE_SIZE, useOffers } from '../api/get-offers';
import { OfferForm } from './offer-form';

const Created = styled.div`
  border: 1px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.successBg};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  code {
    word-break: break-all;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

const VillaLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  strong {
    white-space: nowrap;
  }
`;

/** The offer's last valid day as the agency counts it (end of day in Türkiye). */
const lastDay = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });

export const offerLink = (token: string) => `${window.location.origin}${paths.offer(token)}`;

function isExpired(o: OfferRow) {
  return o.expiresAt !== null && new Date(o.expiresAt).getTime() < Date.now();
}

function useCopyLink() {
  const { toast } = useShellServices();
  return async (token: string) => {
    try {
      await navigator.clipboard.writeText(offerLink(token));
      toast('success', 'Teklif bağlantısı kopyalandı.');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): show the link to copy by hand.
      window.prompt('Bağlantıyı kopyalayın:', offerLink(token));
    }
  };
}

function CreatedPanel({ result, onClose }: { result: OfferCreated; onClose: () => void }) {
  const copy = useCopyLink();
  const { offer, skipped } = result;
  return (
    <Created role="status" data-testid="offer-created">
      <strong>
        {offer.customerName} için {offer.villas.length} villalık teklif hazır.
      </strong>
      <code>{offerLink(offer.token)}</code>
      {skipped.length > 0 ? (
        <div>
          Teklife eklenmeyen villalar:
          <ul>
            {skipped.map((s) => (
              <li key={s.villaId}>
                {s.name}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Row $wrap>
        <Button $size="sm" onClick={() => void copy(offer.token)}>
          Bağlantıyı kopyala
        </Button>
        <Button
          $size="sm"
          $variant="secondary"
          as="a"
          href={paths.offer(offer.token)}
          target="_blank"
          rel="noreferrer"
        >
          Teklifi aç
        </Button>
        <Button $size="sm" $variant="ghost" onClick={onClose}>
          Kapat
        </Button>
      </Row>
    </Created>
  );
}

function OffersList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useOffers(page);
  const del = useDeleteOffer();
  const copy = useCopyLink();
  const { toast } = useShellServices();
  const [deleting, setDeleting] = useState<OfferRow | null>(null);
  return (
    <Card>
      <h2 style={{ marginTop: 0, fontSize: 18 }}>Geçmiş teklifler</h2>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.content.length === 0 ? (
        <EmptyState title="Henüz teklif yok">Yukarıdaki formla ilk teklifi hazırlayın.</EmptyState>
      ) : (
        <>
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th>Müşteri</th>
                  <th>Konaklama</th>
                  <th>Villalar ve toplamlar</th>
                  <th>Geçerlilik</th>
                  <th aria-label="İşlemler" />
                </tr>
              </thead>
              <tbody>
                {data.content.map((o) => (
                  <tr key={o.id} data-testid="offer-row">
                    <td>
                      <strong>{o.customerName}</strong>
                      <div style={{ fontSize: 13, opacity: 0.75 }}>
                        {[o.customerEmail, o.customerPhone].filter(Boolean).join(' · ') || '—'}
                      </div>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(o.checkIn)} – {formatDate(o.checkOut)}
                      <div style={{ fontSize: 13, opacity: 0.75 }}>{o.guests} kişi</div>
                    </td>
                    <td style={{ minWidth: 240 }}>
                      <VillaLines>
                        {o.villas.map((v) => (
                          <li key={v.villaId}>
                            <span>{v.name}</span>
                            <strong>{formatTl(v.totalAmount)}</strong>
                          </li>
                        ))}
                      </VillaLines>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      {isExpired(o) ? (
                        <Badge $tone="neutral">Süresi doldu</Badge>
                      ) : (
                        <Badge $tone="success">Geçerli</Badge>
                      )}
                      <div style={{ fontSize: 13, opacity: 0.75 }}>
                        {o.expiresAt ? `${lastDay.format(new Date(o.expiresAt))} sonuna kadar` : '—'}
                      </div>
                    </td>
                    <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      <Button $size="sm" $variant="secondary" onClick={() => void copy(o.token)}>
                        Bağlantıyı kopyala
                      </Button>{' '}
                      <Button $size="sm" $variant="danger" onClick={() => setDeleting(o)}>
                        Sil
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <Pagination page={page} pageSize={OFFERS_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
      <Modal title="Teklifi sil" open={deleting !== null} onClose={() => setDeleting(null)}>
        <p>
          {deleting?.customerName} için hazırlanan teklif silinecek; paylaşılan bağlantı artık açılmayacak.
        </p>
        <Row $justify="flex-end">
          <Button $variant="secondary" onClick={() => setDeleting(null)}>
            Vazgeç
          </Button>
          <Button
            $variant="danger"
            disabled={del.isPending}
            onClick={async () => {
              if (!deleting) return;
              try {
                await del.mutateAsync(deleting.id);
                toast('success', 'Teklif silindi.');
                setDeleting(null);
              } catch (err) {
                toast('error', apiErrorMessage(err));
              }
            }}
          >
            Sil
          </Button>
        </Row>
      </Modal>
    </Card>
  );
}

/** /dashboard/offer: prepare a priced offer for a customer and share its link; past offers below. */
export function OfferScreen() {
  const [created, setCreated] = useState<OfferCreated | null>(null);
  return (
    <>
      <PageHeader
        title="Teklif Hazırla"
        description="Müşteri için tarih ve villa seçin; her villanın toplamı fiyat dönemlerinden hesaplanır ve paylaşılabilir bir bağlantı oluşur."
      />
      <Stack>
        {created ? <CreatedPanel result={created} onClose={() => setCreated(null)} /> : null}
        <OfferForm onCreated={setCreated} />
        <OffersList />
      </Stack>
    </>
  );
}
