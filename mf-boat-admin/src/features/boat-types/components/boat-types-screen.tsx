import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@villa/shared/parcel/router';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BoatType } from '@villa/shared/contracts/boat-types';
import { deleteBoatType, listBoatTypes } from '@villa/shared/contracts/routes/boat-types';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog } from '@villa/shared/ui/crud-dialogs';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { BoatTabs } from '../../../components/boat-tabs';
import { BoatTypeFormModal } from './boat-type-form-modal';

const columns: DataColumn<BoatType>[] = [
  {
    accessorKey: 'name',
    header: 'Tekne tipi',
    cell: ({ row: { original: t } }) => <strong>{t.name}</strong>,
  },
  {
    accessorKey: 'slug',
    header: 'Adres adı',
    cell: ({ row: { original: t } }) => <span style={{ opacity: 0.75 }}>{t.slug}</span>,
  },
  {
    accessorKey: 'boat_count',
    header: 'Tekne',
    cell: ({ row: { original: t } }) => (
      <Badge $tone={t.boat_count > 0 ? 'info' : 'neutral'}>{t.boat_count}</Badge>
    ),
  },
];

/** 'Tekne Tipleri': 10 a page, create, edit, delete (refused while boats have the type). */
export function BoatTypesScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const take = PAGE_SIZE.boatTypes;
  const types = useQuery({
    ...endpointQuery(listBoatTypes, { query: { skip: (page - 1) * take, take } }),
    placeholderData: keepPreviousData,
  });
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
        actions={
          <Button onClick={crud.create}>
            <PlusIcon size={18} /> Yeni Tekne Tipi
          </Button>
        }
      />
      <BoatTabs />
      <Card>
        <DataTable
          label="Tekne tipleri"
          query={types}
          rows={types.data?.items}
          columns={columns}
          rowKey={(t) => t.id}
          rowTestId="boat-type-row"
          actions={(t) => <RowActions onEdit={() => crud.edit(t)} onDelete={() => crud.confirmDelete(t)} />}
          empty={
            <EmptyState title="Henüz tekne tipi yok">Tekne eklemeden önce bir tekne tipi ekleyin.</EmptyState>
          }
          pager={{
            page,
            pageSize: take,
            total: types.data?.total,
            onPage: (p) => setParams(p > 1 ? { page: String(p) } : {}),
          }}
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
