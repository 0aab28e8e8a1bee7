import { useState } from 'react';
import { Link, useNavigate } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { Boat } from '@villa/shared/contracts/boats';
import { setBoatActivity } from '@villa/shared/contracts/routes/boats';
import { Button } from '@villa/shared/ui/button';
import { activeColumn, DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Input, Select } from '@villa/shared/ui/form';
import { BoatIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { AddButton } from '@villa/shared/ui/list-parts';
import { Modal } from '@villa/shared/ui/modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { BoatTabs } from '../../../components/boat-tabs';
import { useBoats, type BoatsFilter } from '../api/get-boats';
import { BOAT_READS } from '../api/invalidate';
import { BoatForm } from './boat-form';

const Thumb = styled.div`
  width: 64px;
  height: 44px;
  border-radius: 8px;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ORDERS: Array<{ value: BoatsFilter['order']; label: string }> = [
  { value: 'newest', label: 'En yeni' },
  { value: 'oldest', label: 'En eski' },
  { value: 'name', label: 'Ada göre' },
];

/** 'Tekneler': 20 a page with order and id filter, activity toggle, create; a row opens the boat. */
export function BoatsScreen() {
  const { page, get, setFilter, paged } = useUrlFilter();
  const navigate = useNavigate();
  const order = ORDERS.find((o) => o.value === get('order'))?.value ?? 'newest';
  const id = /^\d+$/.test(get('id')) ? get('id') : '';
  const [idInput, setIdInput] = useState(id);
  const boats = useBoats({ page, order, id });
  const activity = useAdminMutation(setBoatActivity, {
    invalidates: BOAT_READS,
    success: (_boat, { body }) => (body.active ? 'Tekne aktifleştirildi.' : 'Tekne pasifleştirildi.'),
  });
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<Boat>[] = [
    {
      id: 'thumbnail',
      header: () => <span aria-label="Görsel" />,
      cell: ({ row: { original: b } }) => (
        <Thumb>
          {b.thumbnail ? <img src={b.thumbnail} alt="" loading="lazy" /> : <BoatIcon size={22} />}
        </Thumb>
      ),
    },
    { accessorKey: 'id', header: 'No' },
    {
      accessorKey: 'name',
      header: 'Tekne',
      cell: ({ row: { original: b } }) => (
        <Link to={`/boats/${b.id}`} style={{ fontWeight: 600 }}>
          {b.name}
        </Link>
      ),
    },
    { accessorKey: 'boat_type_name', header: 'Tip' },
    {
      accessorKey: 'marina_name',
      header: 'Marina',
      cell: ({ row: { original: b } }) => (
        <>
          {b.marina_name}
          <div style={{ opacity: 0.7, fontSize: 12 }}>{b.town_name}</div>
        </>
      ),
    },
    {
      accessorKey: 'capacity',
      header: 'Kişi / Kabin',
      cell: ({ row: { original: b } }) => `${b.capacity} / ${b.cabins}`,
    },
    {
      accessorKey: 'length',
      header: 'Uzunluk',
      cell: ({ row: { original: b } }) => `${b.length.toLocaleString('tr-TR')} m`,
    },
    activeColumn(activity, (b) => b.name),
  ];

  return (
    <>
      <PageHeader
        title="Tekneler"
        description="Tekneler, günlük fiyat dönemleri, görseller ve özellikler."
        actions={<AddButton onClick={() => setCreating(true)}>Yeni Tekne</AddButton>}
      />
      <BoatTabs />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <label htmlFor="boat-order" style={{ fontWeight: 600 }}>
            Sıralama
          </label>
          <Select
            id="boat-order"
            style={{ maxWidth: 180 }}
            value={order}
            onChange={(e) => setFilter({ order: e.target.value === 'newest' ? '' : e.target.value })}
          >
            {ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <form
            style={{ display: 'flex', gap: 8, alignItems: 'center' }}
            onSubmit={(e) => {
              e.preventDefault();
              setFilter({ id: /^\d+$/.test(idInput.trim()) ? idInput.trim() : '' });
            }}
          >
            <label htmlFor="boat-id" style={{ fontWeight: 600 }}>
              Tekne no
            </label>
            <Input
              id="boat-id"
              inputMode="numeric"
              style={{ width: 110 }}
              value={idInput}
              onChange={(e) => setIdInput(e.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" $variant="secondary" $size="sm">
              Filtrele
            </Button>
            {id ? (
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => {
                  setIdInput('');
                  setFilter({ id: '' });
                }}
              >
                Temizle
              </Button>
            ) : null}
          </form>
          {boats.isFetching && !boats.isPending ? <span style={{ opacity: 0.7 }}>Güncelleniyor…</span> : null}
        </Row>
        <DataTable
          label="Tekneler"
          {...paged(boats, PAGE_SIZE.boats)}
          columns={columns}
          rowTestId="boat-row"
          actions={(b) => (
            <RowActions>
              <Button $variant="secondary" $size="sm" onClick={() => navigate(`/boats/${b.id}`)}>
                Yönet
              </Button>
            </RowActions>
          )}
          empty={
            <EmptyState title="Tekne bulunamadı">
              {id ? `${id} numaralı tekne yok.` : 'Henüz tekne eklenmemiş.'}
            </EmptyState>
          }
        />
      </Card>
      <Modal title="Yeni Tekne" open={creating} onClose={() => setCreating(false)} wide>
        <BoatForm
          boat={null}
          onCancel={() => setCreating(false)}
          onSaved={(boat) => {
            setCreating(false);
            navigate(`/boats/${boat.id}`);
          }}
        />
      </Modal>
    </>
  );
}
