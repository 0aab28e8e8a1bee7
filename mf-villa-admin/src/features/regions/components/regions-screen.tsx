import { useState } from 'react';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { District, Town } from '@villa/shared/contracts/regions';
import { deleteDistrict, deleteTown, listDistricts, listTowns } from '@villa/shared/contracts/routes/regions';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Select } from '@villa/shared/ui/form';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { AddButton, nameColumn } from '@villa/shared/ui/list-parts';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePagedQuery, usePageState } from '@villa/shared/ui/use-paged-list';
import { useTownsSelect } from '../../../api/get-form-options';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { DistrictFormModal } from './district-form-modal';
import { regionQueries } from './region-queries';
import { TownFormModal } from './town-form-modal';

const townColumns: DataColumn<Town>[] = [
  {
    accessorKey: 'name',
    header: 'İlçe',
    cell: ({ row: { original: t } }) => (
      <strong>
        {t.name} {t.popular ? <Badge $tone="info">Popüler</Badge> : null}
      </strong>
    ),
  },
  { accessorKey: 'slug', header: 'Adres', cell: ({ row: { original: t } }) => `/${t.slug}` },
  {
    id: 'districts',
    header: 'Bölgeler',
    cell: ({ row: { original: t } }) => (t.District.length ? t.District.map((d) => d.name).join(', ') : '—'),
  },
  { accessorKey: 'villa_count', header: 'Villa' },
];

const districtColumns: DataColumn<District>[] = [
  nameColumn('Bölge'),
  { accessorKey: 'town_name', header: 'İlçe' },
  { accessorKey: 'slug', header: 'Adres', cell: ({ row: { original: d } }) => `/${d.slug}` },
  { accessorKey: 'villa_count', header: 'Villa' },
];

const titleStyle = { margin: 0, fontSize: 20 };

/** 'Villa Bölgeleri': towns (ilçeler) and their districts, 10 a page each. */
export function RegionsScreen() {
  const townPaging = usePageState();
  const districtPaging = usePageState();
  const [townFilter, setTownFilter] = useState<number | null>(null);
  const towns = usePagedQuery(listTowns, townPaging.page, PAGE_SIZE.towns);
  const districts = usePagedQuery(
    listDistricts,
    districtPaging.page,
    PAGE_SIZE.districts,
    townFilter ? { town_id: townFilter } : {},
  );
  const allTowns = useTownsSelect();
  const townCrud = useCrudState<Town>();
  const districtCrud = useCrudState<District>();
  const delTown = useAdminMutation(deleteTown, { invalidates: regionQueries, success: 'İlçe silindi.' });
  const delDistrict = useAdminMutation(deleteDistrict, {
    invalidates: regionQueries,
    success: 'Bölge silindi.',
  });

  return (
    <>
      <PageHeader
        title="Villa Bölgeleri"
        description="İlçeler ve bölgeleri; adresleri (slug) sitedeki bölge sayfalarında kullanılır."
      />
      <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />
      <Stack>
        <Card>
          <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
            <h2 style={titleStyle}>İlçeler</h2>
            <AddButton onClick={townCrud.create}>Yeni İlçe</AddButton>
          </Row>
          <DataTable
            label="İlçeler"
            {...townPaging.paged(towns, PAGE_SIZE.towns)}
            columns={townColumns}
            rowTestId="town-row"
            actions={crudRowActions(townCrud)}
            empty={<EmptyState title="İlçe yok">Henüz ilçe eklenmemiş.</EmptyState>}
          />
        </Card>
        <Card>
          <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
            <h2 style={titleStyle}>Bölgeler</h2>
            <Row $wrap>
              <Select
                aria-label="İlçeye göre süz"
                value={townFilter ?? ''}
                onChange={(e) => {
                  setTownFilter(e.target.value ? Number(e.target.value) : null);
                  districtPaging.setPage(1);
                }}
                style={{ maxWidth: 200 }}
              >
                <option value="">Tüm ilçeler</option>
                {allTowns.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
              <AddButton onClick={districtCrud.create}>Yeni Bölge</AddButton>
            </Row>
          </Row>
          <DataTable
            label="Bölgeler"
            {...districtPaging.paged(districts, PAGE_SIZE.districts)}
            columns={districtColumns}
            rowTestId="district-row"
            actions={crudRowActions(districtCrud)}
            empty={
              <EmptyState title="Bölge yok">
                {townFilter ? 'Bu ilçede bölge yok.' : 'Henüz bölge eklenmemiş.'}
              </EmptyState>
            }
          />
        </Card>
      </Stack>
      <TownFormModal entity={townCrud.editing} open={townCrud.formOpen} onClose={townCrud.closeForm} />
      <DistrictFormModal
        entity={districtCrud.editing}
        towns={allTowns.data ?? []}
        defaultTown={townFilter}
        open={districtCrud.formOpen}
        onClose={districtCrud.closeForm}
      />
      <CrudDeleteDialog
        crud={townCrud}
        title="İlçeyi sil"
        onDelete={(t) => delTown.run({ params: { id: t.id } })}
      >
        {(t) => `${t.name} ilçesi ve villası olmayan bölgeleri silinsin mi?`}
      </CrudDeleteDialog>
      <CrudDeleteDialog
        crud={districtCrud}
        title="Bölgeyi sil"
        onDelete={(d) => delDistrict.run({ params: { id: d.id } })}
      >
        {(d) => `${d.town_name} / ${d.name} bölgesi silinsin mi?`}
      </CrudDeleteDialog>
    </>
  );
}
