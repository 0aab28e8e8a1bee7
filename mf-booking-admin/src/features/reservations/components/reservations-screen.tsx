import { useEffect, useState } from 'react';
import { Link } from '@villa/shared/parcel/router';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ReservationRow } from '@villa/shared/contracts/bookings';
import {
  DATE_TYPES,
  DATE_TYPE_LABELS,
  RESERVATION_ORDERS,
  RESERVATION_ORDER_LABELS,
} from '@villa/shared/contracts/bookings';
import { RESERVATION_STATUSES, RESERVATION_STATUS_LABELS } from '@villa/shared/contracts/reservations';
import { useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Input } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { exportReservations } from '@villa/shared/contracts/routes/exports';
import { DownloadButton, exportParamsOf } from '../../../components/download-buttons';
import { useVillaOptions } from '../../../api/get-villa-options';
import { FilterSelect, VillaFilterSelect } from '../../../components/filter-select';
import { choicesOf, Refreshing } from '@villa/shared/ui/list-toolbar';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { formatMoney } from '@villa/shared/lib/format/money';
import { STATUS_TONE, statusLabel } from '../../../lib/format';
import { reservationsQuery, useReservations, type ReservationsFilter } from '../api/get-reservations';
import { ReservationFormModal, type ReservationPrefill } from './reservation-form-modal';
import { FilterGrid } from './filter-grid';
import { DayRange, RIGHT_CELL, rightHeader, subLineColumn } from '../../../components/table-cells';

const KEYS = [
  'status',
  'villa_id',
  'reservation_id',
  'customer_name',
  'datetype',
  'date1',
  'date2',
  'order',
] as const;

const money = (amount: number) => formatMoney(amount, 'TL', { decimals: 2 });

const columns: DataColumn<ReservationRow>[] = [
  {
    accessorKey: 'reservationCode',
    header: 'Kod',
    cell: ({ row: { original: r } }) => (
      <Link to={`/reservations/villa/${r.id}`} style={{ fontWeight: 600 }}>
        {r.reservationCode}
      </Link>
    ),
  },
  subLineColumn<ReservationRow>('customerName', 'Müşteri', (r) => r.customerPhone),
  { accessorKey: 'villaName', header: 'Villa' },
  {
    accessorKey: 'checkIn',
    header: 'Giriş – Çıkış',
    cell: ({ row: { original: r } }) => (
      <DayRange from={r.checkIn} to={r.checkOut}>
        {r.nights} gece · {r.guests} kişi
      </DayRange>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Durum',
    cell: ({ row: { original: r } }) => (
      <Badge $tone={STATUS_TONE[r.status] ?? 'neutral'}>{statusLabel(r.status)}</Badge>
    ),
  },
  {
    accessorKey: 'totalAmount',
    header: rightHeader('Toplam'),
    cell: ({ row: { original: r } }) => <div style={RIGHT_CELL}>{money(r.totalAmount)}</div>,
  },
  {
    accessorKey: 'dueAmount',
    header: rightHeader('Kalan'),
    cell: ({ row: { original: r } }) => <div style={RIGHT_CELL}>{money(r.dueAmount)}</div>,
  },
];

/** 'Villa Rezervasyonları': 100 a page with the SPEC §7 filters; OWNER sees its villas read-only. */
export function ReservationsScreen() {
  const { params, setParams, page, get, setFilter, bind, paged } = useUrlFilter();
  const isAdmin = useSession((s) => s.user_role) === 'ADMIN';
  const filter: ReservationsFilter = {
    page,
    oldrez: get('oldrez') === 'true',
    status: get('status'),
    villa_id: get('villa_id'),
    reservation_id: get('reservation_id'),
    customer_name: get('customer_name'),
    datetype: get('datetype', 'checkin'),
    date1: get('date1'),
    date2: get('date2'),
    order: get('order', 'created_desc'),
  };
  const list = useReservations(filter);
  const villas = useVillaOptions();
  const [formOpen, setFormOpen] = useState(false);
  const [prefill, setPrefill] = useState<ReservationPrefill | null>(null);
  // ?yeni=1&villa=…&giris=…&cikis=… (the timeline's 'Rezervasyon'): the form opens with them, and
  // the address goes back to the list's own filters.
  useEffect(() => {
    // Once the villa options are there, so the form's villa select can show the one asked for.
    if (params.get('yeni') !== '1' || !isAdmin || !villas.data) return;
    const villaId = Number(params.get('villa'));
    const checkIn = params.get('giris') ?? '';
    const checkOut = params.get('cikis') ?? '';
    const day = /^\d{4}-\d{2}-\d{2}$/;
    setPrefill(
      villaId > 0 && day.test(checkIn) && day.test(checkOut) ? { villaId, checkIn, checkOut } : null,
    );
    setFormOpen(true);
    const rest = new URLSearchParams(params);
    for (const k of ['yeni', 'villa', 'giris', 'cikis']) rest.delete(k);
    setParams(rest, { replace: true });
  }, [params, setParams, isAdmin, villas.data]);
  const [code, setCode] = useState(filter.reservation_id);
  const [name, setName] = useState(filter.customer_name);

  const hasFilters = KEYS.some((k) => k !== 'order' && k !== 'datetype' && params.get(k));

  return (
    <>
      <PageHeader
        title="Villa Rezervasyonları"
        description={
          isAdmin
            ? 'Talepler, opsiyonlar ve onaylı konaklamalar. Bir satıra tıklayarak detayına gidin.'
            : 'Villalarınızın rezervasyonları (salt okunur).'
        }
        actions={
          <Row $wrap>
            <DownloadButton
              route={exportReservations}
              params={exportParamsOf(reservationsQuery(filter))}
              label="Excel'e aktar"
              testId="reservations-export"
            />
            {isAdmin ? (
              <Button onClick={() => setFormOpen(true)}>
                <PlusIcon size={18} /> Yeni Rezervasyon
              </Button>
            ) : null}
          </Row>
        }
      />
      <Card>
        <div role="tablist" aria-label="Dönem" style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
          <Button
            role="tab"
            aria-selected={!filter.oldrez}
            $variant={filter.oldrez ? 'secondary' : 'primary'}
            $size="sm"
            onClick={() => setFilter({ oldrez: '' })}
          >
            Güncel ve gelecek
          </Button>
          <Button
            role="tab"
            aria-selected={filter.oldrez}
            $variant={filter.oldrez ? 'primary' : 'secondary'}
            $size="sm"
            onClick={() => setFilter({ oldrez: 'true' })}
          >
            Geçmiş konaklamalar
          </Button>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ reservation_id: code.trim(), customer_name: name.trim() });
          }}
        >
          <FilterGrid>
            <FilterSelect
              label="Durum"
              {...bind('status')}
              options={choicesOf(RESERVATION_STATUSES, (s) => RESERVATION_STATUS_LABELS[s])}
            />
            <VillaFilterSelect {...bind('villa_id')} />
            <label>
              Rezervasyon kodu
              <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder="LV…" />
            </label>
            <label>
              Müşteri adı
              <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Ad soyad" />
            </label>
            <FilterSelect
              label="Tarih türü"
              all={null}
              value={filter.datetype}
              onChange={(datetype) => setFilter({ datetype })}
              options={choicesOf(DATE_TYPES, (t) => DATE_TYPE_LABELS[t])}
            />
            <div className="span-2">
              {/* Days of the chosen date type, both included (the end may be the start day). */}
              <DateRangePicker
                size="compact"
                sameDay
                labels={{ from: 'Başlangıç', to: 'Bitiş' }}
                value={{ from: filter.date1 || null, to: filter.date2 || null }}
                onChange={(v) => setFilter({ date1: v.from ?? '', date2: v.to ?? '' })}
              />
            </div>
            <FilterSelect
              label="Sıralama"
              all={null}
              value={filter.order}
              onChange={(order) => setFilter({ order })}
              options={choicesOf(RESERVATION_ORDERS, (o) => RESERVATION_ORDER_LABELS[o])}
            />
          </FilterGrid>
          <div style={{ display: 'flex', gap: 8, margin: '12px 0 16px', alignItems: 'center' }}>
            <Button type="submit" $size="sm">
              Ara
            </Button>
            {hasFilters ? (
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => {
                  setCode('');
                  setName('');
                  setParams(filter.oldrez ? new URLSearchParams({ oldrez: 'true' }) : new URLSearchParams());
                }}
              >
                Filtreleri temizle
              </Button>
            ) : null}
            <Refreshing query={list} />
          </div>
        </form>
        <DataTable
          label="Villa rezervasyonları"
          {...paged(list, PAGE_SIZE.reservations)}
          columns={columns}
          rowTestId="reservation-row"
          empty={
            <EmptyState title="Rezervasyon bulunamadı">
              {hasFilters ? 'Filtrelere uyan rezervasyon yok.' : 'Bu dönemde rezervasyon yok.'}
            </EmptyState>
          }
        />
      </Card>
      {isAdmin ? (
        <ReservationFormModal
          reservation={null}
          open={formOpen}
          prefill={prefill}
          onClose={() => {
            setFormOpen(false);
            setPrefill(null);
          }}
        />
      ) : null}
    </>
  );
}
