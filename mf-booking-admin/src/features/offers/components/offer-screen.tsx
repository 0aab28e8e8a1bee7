import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import type { OfferCreated, OfferRow } from '@villa/shared/contracts/offers';
import { deleteOffer, listOffers } from '@villa/shared/contracts/routes/offers';
import { formatDate } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog } from '@villa/shared/ui/crud-dialogs';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePageState } from '@villa/shared/ui/use-paged-list';
import { formatMoney } from '@villa/shared/lib/format/money';
import { OFFERS_PAGE_SIZE, useOffers } from '../api/get-offers';
import { DayRange, SubLine } from '../../../components/table-cells';
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

const columns: DataColumn<OfferRow>[] = [
  {
    accessorKey: 'customerName',
    header: 'Müşteri',
    cell: ({ row: { original: o } }) => (
      <>
        <strong>{o.customerName}</strong>
        <SubLine>{[o.customerEmail, o.customerPhone].filter(Boolean).join(' · ') || '—'}</SubLine>
      </>
    ),
  },
  {
    accessorKey: 'checkIn',
    header: 'Konaklama',
    cell: ({ row: { original: o } }) => (
      <DayRange from={o.checkIn} to={o.checkOut}>
        {o.guests} kişi
      </DayRange>
    ),
  },
  {
    id: 'villas',
    header: 'Villalar ve toplamlar',
    cell: ({ row: { original: o } }) => (
      <VillaLines style={{ minWidth: 240 }}>
        {o.villas.map((v) => (
          <li key={v.villaId}>
            <span>{v.name}</span>
            <strong>{formatMoney(v.totalAmount, 'TL', { decimals: 2 })}</strong>
          </li>
        ))}
      </VillaLines>
    ),
  },
  {
    accessorKey: 'expiresAt',
    header: 'Geçerlilik',
    cell: ({ row: { original: o } }) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {isExpired(o) ? <Badge $tone="neutral">Süresi doldu</Badge> : <Badge $tone="success">Geçerli</Badge>}
        <SubLine>{o.expiresAt ? `${formatDate(o.expiresAt, 'medium')} sonuna kadar` : '—'}</SubLine>
      </div>
    ),
  },
];

function OffersList() {
  const { page, paged } = usePageState();
  const offers = useOffers(page);
  const crud = useCrudState<OfferRow>();
  const remove = useAdminMutation(deleteOffer, { invalidates: [listOffers], success: 'Teklif silindi.' });
  const copy = useCopyLink();
  return (
    <Card>
      <h2 style={{ marginTop: 0, fontSize: 18 }}>Geçmiş teklifler</h2>
      <DataTable
        label="Geçmiş teklifler"
        {...paged(offers, OFFERS_PAGE_SIZE)}
        columns={columns}
        rowTestId="offer-row"
        actions={(o) => (
          <RowActions onDelete={() => crud.confirmDelete(o)}>
            <Button $size="sm" $variant="secondary" onClick={() => void copy(o.token)}>
              Bağlantıyı kopyala
            </Button>
          </RowActions>
        )}
        empty={<EmptyState title="Henüz teklif yok">Yukarıdaki formla ilk teklifi hazırlayın.</EmptyState>}
      />
      <CrudDeleteDialog
        crud={crud}
        title="Teklifi sil"
        onDelete={(o) => remove.run({ params: { id: o.id } })}
      >
        {(o) => (
          <>{o.customerName} için hazırlanan teklif silinecek; paylaşılan bağlantı artık açılmayacak.</>
        )}
      </CrudDeleteDialog>
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
