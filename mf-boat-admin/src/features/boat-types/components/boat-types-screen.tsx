import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BoatType } from '@villa/shared/contracts/boat-types';
import { deleteBoatType, listBoatTypes } from '@villa/shared/contracts/routes/boat-types';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { AddButton, nameColumn } from '@villa/shared/ui/list-parts';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { boatCountColumn } from '../../../components/boat-count-column';
import { BoatTabs } from '../../../components/boat-tabs';
import { BoatTypeFormModal } from './boat-type-form-modal';

const columns: DataColumn<BoatType>[] = [
  nameColumn('Tekne tipi'),
  {
    accessorKey: 'slug',
    header: 'Adres adı',
    cell: ({ row: { original: t } }) => <span style={{ opacity: 0.75 }}>{t.slug}</span>,
  },
  boatCountColumn(),
];

/** 'Tekne Tipleri': 10 a page, create, edit, delete (refused while boats have the type). */
export function BoatTypesScreen() {
  const { page, paged } = useUrlFilter();
  const types = usePagedQuery(listBoatTypes, page, PAGE_SIZE.boatTypes);
  const crud = useCrudState<BoatType>();
  const remove = useAdminMutation(deleteBoatType, {
    invalidates: [listBoatTypes],
    success: 'Tekne tipi silindi.',
  });

  return (
    <>
      <PageHeader
        title="Tekne Tipleri"
        description="Gulet, motoryat, yelkenli gibi tekne tipleri."
        actions={<AddButton onClick={crud.create}>Yeni Tekne Tipi</AddButton>}
      />
      <BoatTabs />
      <Card>
        <DataTable
          label="Tekne tipleri"
          {...paged(types, PAGE_SIZE.boatTypes)}
          columns={columns}
          rowTestId="boat-type-row"
          actions={crudRowActions(crud)}
          empty={
            <EmptyState title="Henüz tekne tipi yok">Tekne eklemeden önce bir tekne tipi ekleyin.</EmptyState>
          }
        />
      </Card>
      <BoatTypeFormModal entity={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
      <CrudDeleteDialog
        crud={crud}
        title="Tekne tipini sil"
        onDelete={(row) => remove.run({ params: { id: row.id } })}
      >
        {(row) => `“${row.name}” silinsin mi? Bu işlem geri alınamaz.`}
      </CrudDeleteDialog>
    </>
  );
}
