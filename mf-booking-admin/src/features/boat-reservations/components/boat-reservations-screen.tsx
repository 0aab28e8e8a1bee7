import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  BOAT_RESERVATION_STATUSES,
  BOAT_RESERVATION_STATUS_LABELS,
  type BoatReservationStatus,
} from '@villa/shared/contracts/boats';
import type { BoatReservation } from '@villa/shared/contracts/boat-reservations';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Field, Input, Select, Textarea } from '@villa/shared/ui/form';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { formatMoney } from '@villa/shared/lib/format/money';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { STATUS_TONE } from '../../../lib/format';
import { Facts } from '@villa/shared/ui/facts';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { FilterSelect } from '../../../components/filter-select';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { useBoatOptions } from '../api/get-boat-options';
import {
  useBoatReservation,
  useBoatReservations,
  useUpdateBoatReservation,
  type BoatReservationsFilter,
} from '../api/get-boat-reservations';
import { DayRange, RIGHT_CELL, rightHeader, subLineColumn } from '../../../components/table-cells';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  align-items: end;
  > label {
    display: grid;
    gap: 4px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Refusal = styled.p`
  margin: 12px 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const label = (s: string) => BOAT_RESERVATION_STATUS_LABELS[s as BoatReservationStatus] ?? s;
const money = (amount: number | null, currency: string) =>
  amount === null ? '—' : formatMoney(amount, currency, { decimals: 'auto' });

function DetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const reservation = useBoatReservation(id);
  const { data } = reservation;
  const update = useUpdateBoatReservation();
  const { toast } = useShellServices();
  const [status, setStatus] = useState<BoatReservationStatus>('new');
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (data) {
      setStatus(data.status);
      setNote(data.note);
      setRefusal(null);
    }
  }, [data]);
  const cancelling = status === 'cancelled' && data?.status !== 'cancelled';
  const changed = data !== undefined && (status !== data.status || note.trim() !== data.note);

  const save = async () => {
    if (!data) return;
    setRefusal(null);
    try {
      await update.mutateAsync({ params: { id: data.id }, body: { status, note } });
      toast('success', 'Tekne rezervasyonu güncellendi.');
      onClose();
    } catch (err) {
      const message = apiErrorMessage(err);
      setRefusal(message);
      toast('error', message);
    }
  };

  return (
    <Modal
      title={data ? `Tekne rezervasyonu ${data.reservation_id}` : 'Tekne rezervasyonu'}
      open={id !== null}
      onClose={onClose}
    >
      <QueryView query={reservation}>
        {(data) => (
          <>
            <Facts style={{ marginBottom: 20 }}>
              <dt>Tekne</dt>
              <dd>{data.boat_name}</dd>
              <dt>Müşteri</dt>
              <dd>{data.customer_name}</dd>
              <dt>İletişim</dt>
              <dd>
                {data.customer_email}
                <br />
                {data.customer_phone}
              </dd>
              <dt>Tarihler</dt>
              <dd>
                <DayRange from={data.started_at} to={data.finished_at} />
              </dd>
              <dt>Kişi</dt>
              <dd>{data.guests}</dd>
              <dt>Tutar</dt>
              <dd>{money(data.total_amount, data.currency)}</dd>
              <dt>Oluşturma</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
              <dt>Durum</dt>
              <dd>
                <Badge $tone={STATUS_TONE[data.status] ?? 'neutral'} data-testid="boat-reservation-status">
                  {label(data.status)}
                </Badge>
              </dd>
            </Facts>
            <Field label="Yeni durum">
              <Select value={status} onChange={(e) => setStatus(e.target.value as BoatReservationStatus)}>
                {BOAT_RESERVATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {label(s)}
                  </option>
                ))}
              </Select>
            </Field>
            <div style={{ marginTop: 12 }}>
              <Field label="Not">
                <Textarea rows={3} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
              </Field>
            </div>
            {cancelling ? (
              <p style={{ marginBottom: 0 }}>
                Rezervasyon iptal edilecek ve teknenin bu günleri yeniden kiralanabilir olacak.
              </p>
            ) : null}
            {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
            <Row $justify="flex-end" style={{ marginTop: 20 }}>
              <Button $variant="secondary" onClick={onClose}>
                Vazgeç
              </Button>
              <Button
                $variant={cancelling ? 'danger' : 'primary'}
                disabled={!changed || update.isPending}
                onClick={() => void save()}
              >
                {update.isPending ? 'Kaydediliyor…' : cancelling ? 'İptal et' : 'Kaydet'}
              </Button>
            </Row>
          </>
        )}
      </QueryView>
    </Modal>
  );
}

const FILTER_KEYS = [
  'status',
  'boat_id',
  'reservation_id',
  'started_at',
  'finished_at',
  'created_at',
] as const;

/** The one-day filters: a start from, an end until and a creation day. */
const DAY_FILTERS = [
  ['started_at', 'Bu günden itibaren başlayan'],
  ['finished_at', 'Bu güne kadar biten'],
  ['created_at', 'Oluşturma günü'],
] as const;

const columns: DataColumn<BoatReservation>[] = [
  {
    accessorKey: 'reservation_id',
    header: 'Kod',
    cell: ({ row: { original: r } }) => <span style={{ fontWeight: 600 }}>{r.reservation_id}</span>,
  },
  { accessorKey: 'boat_name', header: 'Tekne' },
  subLineColumn<BoatReservation>('customer_name', 'Müşteri', (r) => r.customer_phone),
  {
    accessorKey: 'started_at',
    header: 'Tarihler',
    cell: ({ row: { original: r } }) => <DayRange from={r.started_at} to={r.finished_at} />,
  },
  {
    accessorKey: 'guests',
    header: rightHeader('Kişi'),
    cell: ({ row: { original: r } }) => <div style={RIGHT_CELL}>{r.guests}</div>,
  },
  {
    accessorKey: 'total_amount',
    header: rightHeader('Tutar'),
    cell: ({ row: { original: r } }) => <div style={RIGHT_CELL}>{money(r.total_amount, r.currency)}</div>,
  },
  {
    accessorKey: 'status',
    header: 'Durum',
    cell: ({ row: { original: r } }) => (
      <Badge $tone={STATUS_TONE[r.status] ?? 'neutral'}>{label(r.status)}</Badge>
    ),
  },
];

/** /dashboard/reservations/boat: boat reservations with filters, 20 a page; detail and status change. */
export function BoatReservationsScreen() {
  const { setParams, page, get, setFilter, bind, paged } = useUrlFilter();
  const filter: BoatReservationsFilter = {
    page,
    status: get('status'),
    boat_id: get('boat_id'),
    reservation_id: get('reservation_id'),
    started_at: get('started_at'),
    finished_at: get('finished_at'),
    created_at: get('created_at'),
  };
  const list = useBoatReservations(filter);
  const boats = useBoatOptions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [code, setCode] = useState(filter.reservation_id);
  const filtered = FILTER_KEYS.some((k) => filter[k]);

  return (
    <>
      <PageHeader
        title="Tekne Rezervasyonları"
        description="Tekne kiralama talepleri; durumu değiştirmek için “Detay”ı açın."
      />
      <Card>
        <Filters>
          <FilterSelect
            label="Durum"
            {...bind('status')}
            options={choicesOf(BOAT_RESERVATION_STATUSES, label)}
          />
          <FilterSelect
            label="Tekne"
            all="Tüm tekneler"
            {...bind('boat_id')}
            options={boats.data?.map((b) => ({ value: b.id, label: b.name }))}
          />
          <label>
            Rezervasyon kodu
            <Input
              value={code}
              maxLength={40}
              placeholder="Kodun bir parçası"
              onChange={(e) => setCode(e.target.value)}
              onBlur={() => setFilter({ reservation_id: code.trim() })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') setFilter({ reservation_id: code.trim() });
              }}
            />
          </label>
          {DAY_FILTERS.map(([key, dayLabel]) => (
            <DateRangePicker
              key={key}
              size="compact"
              mode="single"
              label={dayLabel}
              value={filter[key] || null}
              onChange={(v) => setFilter({ [key]: v ?? '' })}
            />
          ))}
        </Filters>
        {filtered ? (
          <Row $justify="flex-end" style={{ marginTop: -8, marginBottom: 12 }}>
            <Button
              $variant="ghost"
              $size="sm"
              onClick={() => {
                setCode('');
                setParams(new URLSearchParams());
              }}
            >
              Filtreleri temizle
            </Button>
          </Row>
        ) : null}
        <DataTable
          label="Tekne rezervasyonları"
          {...paged(list, PAGE_SIZE.boatReservations)}
          columns={columns}
          rowTestId="boat-reservation-row"
          actions={(r) => (
            <RowActions>
              <Button $variant="secondary" $size="sm" onClick={() => setOpenId(r.id)}>
                Detay
              </Button>
            </RowActions>
          )}
          empty={
            <EmptyState title={filtered ? 'Filtreye uyan rezervasyon yok' : 'Henüz tekne rezervasyonu yok'} />
          }
        />
      </Card>
      <DetailModal id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
