import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { Marina } from '@villa/shared/contracts/marinas';
import { deleteMarina, listMarinas } from '@villa/shared/contracts/routes/marinas';
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
import { MarinaFormModal } from './marina-form-modal';

const isLink = (s: string) => /^https?:\/\//i.test(s);

const columns: DataColumn<Marina>[] = [
  nameColumn('Marina'),
  { accessorKey: 'town_name', header: 'İlçe' },
  {
    id: 'location',
    header: 'Konum',
    cell: ({ row: { original: m } }) => (
      <div style={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
        {!m.location ? (
          '—'
        ) : isLink(m.location) ? (
          <a href={m.location} target="_blank" rel="noreferrer noopener">
            Haritada aç
          </a>
        ) : (
          m.location
        )}
      </div>
    ),
  },
  boatCountColumn(),
];

/** 'Marinalar': 10 a page, create, edit, delete (refused by the API while boats use the marina). */
export function MarinasScreen() {
  const { page, paged } = useUrlFilter();
  const marinas = usePagedQuery(listMarinas, page, PAGE_SIZE.marinas);
  const crud = useCrudState<Marina>();
  const remove = useAdminMutation(deleteMarina, { invalidates: [listMarinas], success: 'Marina silindi.' });

  return (
    <>
      <PageHeader
        title="Marinalar"
        description="Teknelerin bağlı olduğu marinalar, ilçe ve konum bilgisiyle."
        actions={<AddButton onClick={crud.create}>Yeni Marina</AddButton>}
      />
      <BoatTabs />
      <Card>
        <DataTable
          label="Marinalar"
          {...paged(marinas, PAGE_SIZE.marinas)}
          columns={columns}
          rowTestId="marina-row"
          actions={crudRowActions(crud)}
          empty={
            <EmptyState title="Henüz marina yok">Tekne eklemeden önce en az bir marina ekleyin.</EmptyState>
          }
        />
      </Card>
      <MarinaFormModal entity={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
      <CrudDeleteDialog
        crud={crud}
        title="Marinayı sil"
        onDelete={(row) => remove.run({ params: { id: row.id } })}
      >
        {(row) => `“${row.name}” silinsin mi? Bu işlem geri alınamaz.`}
      </CrudDeleteDialog>
    </>
  );
}
