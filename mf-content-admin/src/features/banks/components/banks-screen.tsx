import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { formatIban, type Bank } from '@villa/shared/contracts/content';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Toggle } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WEBSITE_TABS } from '../../../components/website-tabs';
import { useBanks } from '../api/get-banks';
import { useDeleteBank } from '../api/delete-bank';
import { useSetBankActivity } from '../api/set-bank-activity';
import { BankFormModal } from './bank-form-modal';

const Logo = styled.div`
  width: 64px;
  height: 36px;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: #fff;
  display: grid;
  place-items: center;
  overflow: hidden;
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;
const Iban = styled.code`
  font-family: ui-monospace, Menlo, monospace;
  white-space: nowrap;
`;

/** Website → Banka Hesapları (desktop-only menu entry). */
export function BanksScreen() {
  const { data, isPending, isError, refetch } = useBanks();
  const activity = useSetBankActivity();
  const remove = useDeleteBank();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<Bank | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Bank | null>(null);

  const toggle = async (bank: Bank, active: boolean) => {
    try {
      await activity.mutateAsync({ id: bank.id, active });
      toast('success', active ? 'Hesap sitede gösteriliyor.' : 'Hesap sitede gizlendi.');
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast('success', 'Banka hesabı silindi.');
      setDeleting(null);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Banka Hesapları"
        description="Havale/EFT için gösterilen hesaplar; aktif olanlar Banka Hesaplarımız sayfasında yayınlanır."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon size={18} /> Yeni Hesap
          </Button>
        }
      />
      <AreaNav tabs={WEBSITE_TABS} label="Website menüsü" />
      <Card>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title="Banka hesabı yok">
            Misafirlerin havale yapabilmesi için bir hesap ekleyin.
          </EmptyState>
        ) : (
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th>Logo</th>
                  <th>Banka / Şube</th>
                  <th>Hesap sahibi</th>
                  <th>IBAN</th>
                  <th>Para birimi</th>
                  <th>Aktif</th>
                  <th aria-label="İşlemler" />
                </tr>
              </thead>
              <tbody>
                {data.map((b) => (
                  <tr key={b.id} data-testid="bank-row">
                    <td>
                      <Logo>
                        {b.logoUrl ? (
                          <img src={b.logoUrl} alt={`${b.bankName} logosu`} />
                        ) : (
                          b.bankName.slice(0, 2)
                        )}
                      </Logo>
                    </td>
                    <td>
                      <strong>{b.bankName}</strong>
                      {b.branch ? <div style={{ opacity: 0.75 }}>{b.branch}</div> : null}
                    </td>
                    <td>{b.accountHolder}</td>
                    <td>
                      <Iban>{formatIban(b.iban)}</Iban>
                    </td>
                    <td>
                      <Badge $tone="info">{b.currency}</Badge>
                    </td>
                    <td>
                      <Toggle
                        checked={b.active}
                        disabled={activity.isPending}
                        onChange={(v) => void toggle(b, v)}
                        label={`${b.bankName} aktif`}
                        hideLabel
                      />
                    </td>
                    <td>
                      <Row $justify="flex-end" $gap="6px">
                        <Button
                          $variant="secondary"
                          $size="sm"
                          onClick={() => {
                            setEditing(b);
                            setFormOpen(true);
                          }}
                        >
                          Düzenle
                        </Button>
                        <Button $variant="ghost" $size="sm" onClick={() => setDeleting(b)}>
                          Sil
                        </Button>
                      </Row>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Card>
      <BankFormModal bank={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Banka hesabını sil"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.bankName}</strong> hesabı ({deleting ? formatIban(deleting.iban) : ''}) kalıcı
        olarak silinecek. Emin misiniz?
      </ConfirmDialog>
    </>
  );
}
