import { PAGE_SIZE } from '@villa/shared/config/constants';
import { deleteVillaType, listVillaTypes } from '@villa/shared/contracts/routes/villa-types';
import type { VillaType } from '@villa/shared/contracts/villa-types';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { AddButton, nameColumn } from '@villa/shared/ui/list-parts';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePagedQuery, usePageState } from '@villa/shared/ui/use-paged-list';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { FeaturesCard } from './features-card';
import { VillaTypeFormModal } from './villa-type-form-modal';

const columns: DataColumn<VillaType>[] = [
  nameColumn('Ad'),
  { accessorKey: 'slug', header: 'Adres', cell: ({ row: { original: t } }) => `/${t.slug}` },
  {
    accessorKey: 'villa_count',
    header: 'Villa',
    cell: ({ row: { original: t } }) => (t.villa_count ? <Badge $tone="info">{t.villa_count}</Badge> : 0),
  },
];

/** 'Villa Tipleri': villa types (10 a page) and the feature catalogue. */
export function VillaTypesScreen() {
  const { page, paged } = usePageState();
  const types = usePagedQuery(listVillaTypes, page, PAGE_SIZE.villaTypes);
  const crud = useCrudState<VillaType>();
  const remove = useAdminMutation(deleteVillaType, {
    invalidates: [listVillaTypes],
    success: 'Villa tipi silindi.',
  });
  return (
    <>
      <PageHeader
        title="Villa Tipleri ve Özellikler"
        description="Villa tipleri sitede filtre ve sayfa olarak, özellikler villa detayında görünür."
      />
      <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />
      <Stack>
        <Card>
          <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
            <h2 style={{ margin: 0, fontSize: 20 }}>Villa Tipleri</h2>
            <AddButton onClick={crud.create}>Yeni Villa Tipi</AddButton>
          </Row>
          <DataTable
            label="Villa tipleri"
            {...paged(types, PAGE_SIZE.villaTypes)}
            columns={columns}
            rowTestId="villa-type-row"
            actions={crudRowActions(crud)}
            empty={<EmptyState title="Villa tipi yok">Henüz villa tipi eklenmemiş.</EmptyState>}
          />
        </Card>
        <FeaturesCard />
      </Stack>
      <VillaTypeFormModal entity={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
      <CrudDeleteDialog
        crud={crud}
        title="Villa tipini sil"
        onDelete={(t) => remove.run({ params: { id: t.id } })}
      >
        {(t) => `${t.name} silinsin mi?`}
      </CrudDeleteDialog>
    </>
  );
}
