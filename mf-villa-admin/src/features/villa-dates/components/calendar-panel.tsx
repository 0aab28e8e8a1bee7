import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import type { VillaDate } from '@villa/shared/contracts/villa-dates';
import { useEndpointMutation } from '@villa/shared/api/request';
import { createVillaDate, deleteVillaDate } from '@villa/shared/contracts/routes/villa-dates';
import { addDaysIso, formatDate, todayIso } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Field, Input } from '@villa/shared/ui/form';
import { Row, Stack } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { useIsMobile } from '@villa/shared/ui/use-is-mobile';
import { villaQueries } from '../../../api/query-keys';
import { isoOfLocal, localOfIso } from '../../../lib/format';

export const KIND_LABELS: Record<VillaDate['kind'], string> = {
  reservation: 'Rezervasyon',
  closed: 'Kapalı',
  ical: 'Dış takvim',
  external: 'Manuel kapatma',
};
const KIND_TONES: Record<VillaDate['kind'], 'danger' | 'warning' | 'info' | 'neutral'> = {
  reservation: 'danger',
  closed: 'neutral',
  ical: 'info',
  external: 'warning',
};

const Wrap = styled.div`
  .rdp-root {
    --c-res: ${({ theme }) => theme.color.dangerBg};
    --c-closed: ${({ theme }) => theme.color.surfaceAlt};
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: 32px;
    position: relative;
  }
  .rdp-nav {
    position: absolute;
    right: 0;
    top: 0;
    display: flex;
    gap: 4px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-radius: 8px;
    width: 36px;
    height: 36px;
    cursor: pointer;
    display: grid;
    place-items: center;
  }
  .rdp-chevron {
    fill: currentColor;
  }
  .rdp-month_caption {
    font-weight: 700;
    height: 36px;
    display: flex;
    align-items: center;
    text-transform: capitalize;
  }
  .rdp-month_grid {
    border-collapse: separate;
    border-spacing: 2px;
  }
  .rdp-weekday {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    padding: 4px 0;
  }
  .rdp-day {
    width: 40px;
    height: 38px;
    text-align: center;
    border-radius: 6px;
    padding: 0;
  }
  .rdp-day_button {
    width: 100%;
    height: 100%;
    border: 0;
    background: transparent;
    color: inherit;
    border-radius: 6px;
    cursor: pointer;
    font: inherit;
  }
  .rdp-day_button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  .rdp-outside {
    opacity: 0.35;
  }
  .rdp-hidden {
    background: none !important;
    visibility: hidden;
  }
  .rdp-today .rdp-day_button {
    font-weight: 800;
    text-decoration: underline;
  }
  .is-reservation {
    background: ${({ theme }) => theme.color.dangerBg};
    color: ${({ theme }) => theme.color.danger};
  }
  .is-closed {
    background: repeating-linear-gradient(
      45deg,
      ${({ theme }) => theme.color.surfaceAlt},
      ${({ theme }) => theme.color.surfaceAlt} 4px,
      ${({ theme }) => theme.color.border} 4px,
      ${({ theme }) => theme.color.border} 6px
    );
  }
  .is-ical {
    background: rgba(28, 139, 181, 0.16);
    color: ${({ theme }) => theme.color.primary};
  }
  .is-external {
    background: ${({ theme }) => theme.color.warningBg};
    color: ${({ theme }) => theme.color.warning};
  }
  .rdp-selected {
    background: ${({ theme }) => theme.color.primary} !important;
    color: ${({ theme }) => theme.color.primaryText} !important;
  }
  .rdp-range_middle {
    opacity: 0.8;
  }
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 4px;
`;

/** The villa's dates come with its detail: the table has nothing of its own to load. */
const LOADED = { isPending: false, isError: false, refetch: () => undefined };

const columns: DataColumn<VillaDate>[] = [
  {
    accessorKey: 'start_date',
    header: 'Giriş',
    cell: ({ row: { original: d } }) => formatDate(d.start_date),
  },
  { accessorKey: 'end_date', header: 'Boşalma', cell: ({ row: { original: d } }) => formatDate(d.end_date) },
  {
    accessorKey: 'kind',
    header: 'Tür',
    cell: ({ row: { original: d } }) => <Badge $tone={KIND_TONES[d.kind]}>{KIND_LABELS[d.kind]}</Badge>,
  },
  {
    id: 'note',
    header: 'Açıklama',
    cell: ({ row: { original: d } }) =>
      d.reservation_code ?? (d.source ? `${d.source}: ${d.note}` : d.note) ?? '—',
  },
];

/** Month calendar of booked and closed ranges; select a range to close it (staff or the villa's owner). */
export function CalendarPanel({ villa }: { villa: VillaDetail }) {
  const isMobile = useIsMobile();
  const { toast } = useShellServices();
  const save = useEndpointMutation(createVillaDate, { invalidates: villaQueries });
  const crud = useCrudState<VillaDate>();
  const remove = useAdminMutation(deleteVillaDate, {
    invalidates: villaQueries,
    success: 'Kapatma kaldırıldı.',
  });
  const [range, setRange] = useState<DateRange | undefined>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const byKind = (kind: VillaDate['kind']) =>
    villa.dates
      .filter((d) => d.kind === kind)
      .map((d) => ({ from: localOfIso(d.start_date), to: localOfIso(addDaysIso(d.end_date, -1)) }));

  // A selected range covers nights: the last selected day is the last night, so the villa is free the day after.
  const start = range?.from ? isoOfLocal(range.from) : null;
  const lastNight = range?.to ? isoOfLocal(range.to) : start;
  const end = lastNight ? addDaysIso(lastNight, 1) : null;

  const close = async () => {
    if (!start || !end) {
      setError('Takvimde kapatılacak günleri seçin.');
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({
        body: { villa_id: villa.id, start_date: start, end_date: end, note: note.trim() },
      });
      toast('success', 'Tarihler kapatıldı.');
      setRange(undefined);
      setNote('');
    } catch (err) {
      const message = apiErrorMessage(err);
      setError(message);
      toast('error', message);
    }
  };

  const upcoming = villa.dates.filter((d) => d.end_date >= todayIso());

  return (
    <Stack>
      <Wrap>
        <DayPicker
          mode="range"
          locale={tr}
          numberOfMonths={isMobile ? 1 : 2}
          selected={range}
          onSelect={setRange}
          weekStartsOn={1}
          modifiers={{
            reservation: byKind('reservation'),
            closed: byKind('closed'),
            ical: byKind('ical'),
            external: byKind('external'),
          }}
          modifiersClassNames={{
            reservation: 'is-reservation',
            closed: 'is-closed',
            ical: 'is-ical',
            external: 'is-external',
          }}
        />
        <Legend aria-label="Renkler">
          {(Object.keys(KIND_LABELS) as VillaDate['kind'][]).map((k) => (
            <Badge key={k} $tone={KIND_TONES[k]}>
              {KIND_LABELS[k]}
            </Badge>
          ))}
        </Legend>
      </Wrap>
      <Row $wrap $gap="12px" style={{ alignItems: 'flex-end' }}>
        <div style={{ minWidth: 220 }}>
          <strong>Seçim:</strong>{' '}
          {start && end
            ? `${formatDate(start)} girişten ${formatDate(end)} boşalmaya`
            : 'Takvimden gün seçin'}
        </div>
        <div style={{ flex: '1 1 220px' }}>
          <Field label="Not (isteğe bağlı)">
            <Input
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Bakım, ev sahibi kullanımı…"
            />
          </Field>
        </div>
        <Button onClick={() => void close()} disabled={save.isPending}>
          {save.isPending ? 'Kaydediliyor…' : 'Seçili Günleri Kapat'}
        </Button>
      </Row>
      {error ? (
        <p role="alert" style={{ margin: 0, color: '#c0392b' }}>
          {error}
        </p>
      ) : null}
      <DataTable
        label="Dolu ve kapalı günler"
        query={LOADED}
        rows={upcoming}
        columns={columns}
        rowTestId="date-row"
        actions={(d) =>
          d.kind === 'closed' ? (
            <RowActions onDelete={() => crud.confirmDelete(d)} deleteLabel="Kaldır" />
          ) : null
        }
        empty={<EmptyState title="Dolu veya kapalı gün yok">Takvim tamamen boş.</EmptyState>}
      />
      <ConfirmDialog
        open={crud.deleting !== null}
        title="Kapatmayı kaldır"
        confirmLabel="Kaldır"
        onConfirm={() => crud.deleting && remove.run({ params: { id: crud.deleting.id } })}
        onClose={crud.closeDelete}
      >
        {crud.deleting
          ? `${formatDate(crud.deleting.start_date)} – ${formatDate(crud.deleting.end_date)} kapatması kaldırılsın mı? Bu günler yeniden rezerve edilebilir olur.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
