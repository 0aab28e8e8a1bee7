import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import type { VillaDate } from '@villa/shared/contracts/villa-dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Field, Input } from '@villa/shared/ui/form';
import { Row, Stack } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { useIsMobile } from '@villa/shared/ui/use-is-mobile';
import { ConfirmButton } from '../../../components/confirm-button';
import { addDaysIso, formatDate, todayIso } from '@villa/shared/lib/format/dates';
import { isoOfLocal, localOfIso } from '../../../lib/format';
import { useDeleteDate } from '../api/delete-date';
import { useSaveDate } from '../api/save-date';

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

/** Month calendar of booked and closed ranges; select a range to close it (staff or the villa's owner). */
export function CalendarPanel({ villa }: { villa: VillaDetail }) {
  const isMobile = useIsMobile();
  const { toast } = useShellServices();
  const save = useSaveDate();
  const del = useDeleteDate();
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
        id: null,
        villaId: villa.id,
        body: { start_date: start, end_date: end, note: note.trim() },
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
      {upcoming.length === 0 ? (
        <EmptyState title="Dolu veya kapalı gün yok">Takvim tamamen boş.</EmptyState>
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>Giriş</th>
                <th>Boşalma</th>
                <th>Tür</th>
                <th>Açıklama</th>
                <th aria-label="İşlemler" />
              </tr>
            </thead>
            <tbody>
              {upcoming.map((d) => (
                <tr key={d.id} data-testid="date-row">
                  <td>{formatDate(d.start_date)}</td>
                  <td>{formatDate(d.end_date)}</td>
                  <td>
                    <Badge $tone={KIND_TONES[d.kind]}>{KIND_LABELS[d.kind]}</Badge>
                  </td>
                  <td>{d.reservation_code ?? (d.source ? `${d.source}: ${d.note}` : d.note) ?? '—'}</td>
                  <td style={{ textAlign: 'right' }}>
                    {d.kind === 'closed' ? (
                      <ConfirmButton
                        title="Kapatmayı kaldır"
                        message={`${formatDate(d.start_date)} – ${formatDate(d.end_date)} kapatması kaldırılsın mı? Bu günler yeniden rezerve edilebilir olur.`}
                        confirmLabel="Kaldır"
                        onConfirm={async () => {
                          try {
                            await del.mutateAsync(d.id);
                            toast('success', 'Kapatma kaldırıldı.');
                          } catch (err) {
                            toast('error', apiErrorMessage(err));
                          }
                        }}
                      >
                        Kaldır
                      </ConfirmButton>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Stack>
  );
}
