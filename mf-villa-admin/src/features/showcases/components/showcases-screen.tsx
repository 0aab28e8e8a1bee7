import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { deleteShowcase, listShowcases, setShowcaseOrder } from '@villa/shared/contracts/routes/showcases';
import type { Showcase } from '@villa/shared/contracts/showcases';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Input } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePagedQuery, usePageState } from '@villa/shared/ui/use-paged-list';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { showcaseQueries } from '../api/showcase-villas';
import { ShowcaseDetailCard } from './showcase-detail-card';
import { ShowcaseFormModal } from './showcase-form-modal';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 1400px) {
    grid-template-columns: 1fr;
  }
`;

const TitleButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  cursor: pointer;
  font-weight: 600;
  color: inherit;
  text-align: left;
  &[aria-current='true'] {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

/** 'Vitrinler': curated villa collections with their order and villas. */
export function ShowcasesScreen() {
  const { toast } = useShellServices();
  const { page, paged } = usePageState();
  const showcases = usePagedQuery(listShowcases, page, PAGE_SIZE.showcases);
  const crud = useCrudState<Showcase>();
  const remove = useAdminMutation(deleteShowcase, {
    invalidates: showcaseQueries,
    success: 'Vitrin silindi.',
  });
  const setOrder = useAdminMutation(setShowcaseOrder, {
    invalidates: showcaseQueries,
    success: 'Vitrin sırası kaydedildi.',
  });
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    const first = showcases.data?.items[0];
    if (selected === null && first) setSelected(first.id);
  }, [showcases.data, selected]);

  const columns: DataColumn<Showcase>[] = [
    {
      accessorKey: 'order',
      header: 'Sıra',
      cell: ({ row: { original: s } }) => (
        <Input
          type="number"
          aria-label={`${s.title} sırası`}
          defaultValue={s.order}
          min={0}
          style={{ width: 70, minHeight: 34, padding: '4px 8px' }}
          onBlur={(e) => {
            const order = Number(e.target.value);
            if (!Number.isInteger(order) || order < 0) {
              toast('error', 'Sıra 0 veya daha büyük bir tam sayı olmalı.');
              return;
            }
            if (order !== s.order) void setOrder.run({ params: { id: s.id }, body: { order } });
          }}
        />
      ),
    },
    {
      accessorKey: 'title',
      header: 'Vitrin',
      cell: ({ row: { original: s } }) => (
        <>
          <TitleButton type="button" aria-current={s.id === selected} onClick={() => setSelected(s.id)}>
            {s.title}
          </TitleButton>{' '}
          {s.active ? null : <Badge>Gizli</Badge>}
        </>
      ),
    },
    { accessorKey: 'villa_count', header: 'Villa' },
  ];

  return (
    <>
      <PageHeader
        title="Vitrinler"
        description="Ana sayfadaki villa koleksiyonları; sırayı ve içindeki villaları yönetin."
        actions={
          <Button onClick={crud.create}>
            <PlusIcon size={18} /> Yeni Vitrin
          </Button>
        }
      />
      <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />
      <Layout>
        <Card>
          <DataTable
            label="Vitrinler"
            {...paged(showcases, PAGE_SIZE.showcases)}
            columns={columns}
            rowTestId="showcase-row"
            actions={crudRowActions(crud)}
            empty={<EmptyState title="Vitrin yok">İlk vitrini oluşturun.</EmptyState>}
          />
        </Card>
        <Card>
          {selected ? (
            <ShowcaseDetailCard id={selected} />
          ) : (
            <EmptyState title="Vitrin seçin">Soldan bir vitrin seçin.</EmptyState>
          )}
        </Card>
      </Layout>
      <ShowcaseFormModal
        entity={crud.editing}
        open={crud.formOpen}
        onClose={crud.closeForm}
        onSaved={setSelected}
      />
      <CrudDeleteDialog
        crud={crud}
        title="Vitrini sil"
        onDelete={async (s) => {
          const done = await remove.run({ params: { id: s.id } });
          if (done && selected === s.id) setSelected(null);
          return done;
        }}
      >
        {(s) => `${s.title} vitrini silinsin mi? Villalar silinmez.`}
      </CrudDeleteDialog>
    </>
  );
}
