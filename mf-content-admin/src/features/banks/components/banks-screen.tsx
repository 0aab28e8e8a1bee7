import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { endpointQuery } from '@villa/shared/api/request';
import type { Bank } from '@villa/shared/contracts/banks';
import { deleteBank, listBanks, setBankActivity } from '@villa/shared/contracts/routes/banks';
import { formatIban } from '@villa/shared/lib/format/iban';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { activeColumn, DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { palette } from '@villa/shared/ui/tokens';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { WEBSITE_TABS } from '../../../components/website-tabs';
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
  /* The logo's box stays white on both themes (bank logos are drawn for white), so its text is a fixed grey. */
  color: ${palette.gray600};
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
  const banks = useQuery(endpointQuery(listBanks));
  const crud = useCrudState<Bank>();
  const activity = useAdminMutation(setBankActivity, {
    invalidates: [listBanks],
    success: (b) => (b.active ? 'Hesap sitede gösteriliyor.' : 'Hesap sitede gizlendi.'),
  });
  const remove = useAdminMutation(deleteBank, { invalidates: [listBanks], success: 'Banka hesabı silindi.' });

  const columns: DataColumn<Bank>[] = [
    {
      id: 'logo',
      header: 'Logo',
      cell: ({ row: { original: b } }) => (
        <Logo>
          {b.logoUrl ? <img src={b.logoUrl} alt={`${b.bankName} logosu`} /> : b.bankName.slice(0, 2)}
        </Logo>
      ),
    },
    {
      accessorKey: 'bankName',
      header: 'Banka / Şube',
      cell: ({ row: { original: b } }) => (
        <>
          <strong>{b.bankName}</strong>
          {b.branch ? <div style={{ opacity: 0.75 }}>{b.branch}</div> : null}
        </>
      ),
    },
    { accessorKey: 'accountHolder', header: 'Hesap sahibi' },
    {
      id: 'iban',
      header: 'IBAN',
      cell: ({ row: { original: b } }) => <Iban>{formatIban(b.iban)}</Iban>,
    },
    {
      accessorKey: 'currency',
      header: 'Para birimi',
      cell: ({ row: { original: b } }) => <Badge $tone="info">{b.currency}</Badge>,
    },
    activeColumn(activity, (b) => b.bankName),
  ];

  return (
    <>
      <PageHeader
        title="Banka Hesapları"
        description="Havale/EFT için gösterilen hesaplar; aktif olanlar Banka Hesaplarımız sayfasında yayınlanır."
        actions={
          <Button onClick={crud.create}>
            <PlusIcon size={18} /> Yeni Hesap
          </Button>
        }
      />
      <AreaNav tabs={WEBSITE_TABS} label="Website menüsü" />
      <Card>
        <DataTable
          label="Banka hesapları"
          query={banks}
          rows={banks.data}
          columns={columns}
          rowTestId="bank-row"
          actions={crudRowActions(crud)}
          empty={
            <EmptyState title="Banka hesabı yok">
              Misafirlerin havale yapabilmesi için bir hesap ekleyin.
            </EmptyState>
          }
        />
      </Card>
      <BankFormModal entity={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
      <CrudDeleteDialog
        crud={crud}
        title="Banka hesabını sil"
        onDelete={(b) => remove.run({ params: { id: b.id } })}
      >
        {(b) => (
          <>
            <strong>{b.bankName}</strong> hesabı ({formatIban(b.iban)}) kalıcı olarak silinecek. Emin misiniz?
          </>
        )}
      </CrudDeleteDialog>
    </>
  );
}
