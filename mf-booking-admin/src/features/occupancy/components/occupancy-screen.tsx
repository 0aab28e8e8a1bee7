import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@villa/shared/parcel/router';
import styled, { useTheme } from 'styled-components';
import { addDaysIso, formatDate, todayIso } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Input } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useOccupancyRange } from '../api/get-occupancy-range';
import { LEGEND, TONE_LABELS, toneColors } from '../lib/bar-style';
import { datesOf } from '../lib/timeline-layout';
import { filterVillas } from '../lib/villa-filter';
import { TimelineGrid, type Pick } from './timeline-grid';

/** Days on screen at once (the API answers up to 93). */
export const WINDOW_DAYS = 62;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day moved by whole months, kept inside the target month (31 Jan + 1 month → 28/29 Feb). */
export function shiftMonths(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + by, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

const Swatch = styled.span`
  display: inline-block;
  width: 22px;
  height: 12px;
  border-radius: 3px;
  vertical-align: middle;
  margin-right: 6px;
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Menu = styled.div`
  position: fixed;
  z-index: 50;
  width: 260px;
  padding: 12px;
  display: grid;
  gap: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  p {
    margin: 0 0 4px;
    font-size: 13px;
  }
`;
const Count = styled.span`
  font-size: 14px;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;
const Notice = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

/** The menu a free range opens: close it by hand, or start a booking for it. */
function RangeMenu({
  pick,
  from,
  onClose,
  onChoose,
}: {
  pick: Pick;
  from: string;
  onClose: () => void;
  onChoose: (what: 'closing' | 'reservation') => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.focus(), []);
  // A press anywhere else closes it (a new drag on the timeline starts afresh).
  useEffect(() => {
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);
  const { start, end, nights } = datesOf(from, pick.range);
  const x = Math.max(8, Math.min(pick.x, window.innerWidth - 268));
  const y = Math.max(8, Math.min(pick.y + 8, window.innerHeight - 190));
  return (
    <Menu
      ref={box}
      role="dialog"
      aria-label="Seçilen geceler"
      data-testid="timeline-menu"
      style={{ left: x, top: y }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <p>
        <strong>{pick.villa.name}</strong>
        <br />
        {formatDate(start)} – {formatDate(end)} · {nights} gece
      </p>
      <Button ref={first} $size="sm" onClick={() => onChoose('closing')}>
        Manuel kapatma
      </Button>
      <Button $size="sm" $variant="secondary" onClick={() => onChoose('reservation')}>
        Rezervasyon
      </Button>
      <Button $size="sm" $variant="ghost" onClick={onClose}>
        Vazgeç
      </Button>
    </Menu>
  );
}

/**
 * 'Doluluk Takvimi': a timeline of every villa (rows) over 62 days (columns) that moves by week or
 * month or jumps to a date; stays as bars by status, imported blocks by channel, closings. A drag
 * over free nights offers a manual closing or a booking, opened prefilled on its own screen.
 */
export function OccupancyScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const today = todayIso();
  const asked = params.get('baslangic') ?? '';
  // The month table's links (?month=YYYY-MM) open the timeline at that month's first day; else it
  // starts three days ago, so today and the weeks ahead are in view.
  const month = params.get('month') ?? '';
  const from = DAY.test(asked) ? asked : /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : addDaysIso(today, -3);
  const to = addDaysIso(from, WINDOW_DAYS);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useOccupancyRange(from, to);
  // 'timeline:data' (User Timing): the first render of the screen with a window's answer in hand
  // (fetched and parsed), the start of the calendar's own render; 'timeline:rendered' (the grid) is
  // its end. scripts/bench-timeline.mjs measures data → rendered. A refetch of the same window does
  // not mark again.
  const answered = data?.from;
  useMemo(() => {
    if (answered !== undefined) performance.mark('timeline:data', { detail: { from: answered } });
  }, [answered]);
  const [pick, setPick] = useState<Pick | null>(null);
  const [notice, setNotice] = useState('');
  // The villa search lives in the URL (?villa_ara=), so a link or a reload keeps it; the rows are
  // narrowed on the client over the villas already loaded (deferred, so typing stays quick).
  const search = params.get('villa_ara') ?? '';
  const deferredSearch = useDeferredValue(search);
  const shownVillas = useMemo(
    () => (data ? filterVillas(data.villas, deferredSearch) : []),
    [data, deferredSearch],
  );
  const shown = useMemo(
    () => (data && shownVillas !== data.villas ? { ...data, villas: [...shownVillas] } : data),
    [data, shownVillas],
  );

  const closeMenu = useCallback(() => setPick(null), []);
  const go = (day: string) => {
    setPick(null);
    setNotice('');
    setParams(search ? { baslangic: day, villa_ara: search } : { baslangic: day });
  };
  const setSearch = (text: string) => {
    setPick(null);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (text) next.set('villa_ara', text);
        else next.delete('villa_ara');
        return next;
      },
      { replace: true },
    );
  };
  const choose = (what: 'closing' | 'reservation') => {
    if (!pick || !data) return;
    const { start, end } = datesOf(data.from, pick.range);
    const villa = String(pick.villa.id);
    const q =
      what === 'closing'
        ? new URLSearchParams({ yeni: '1', villa, baslangic: start, bitis: end, donus: from })
        : new URLSearchParams({ yeni: '1', villa, giris: start, cikis: end });
    navigate(`${what === 'closing' ? '/external' : '/reservations/villa'}?${q.toString()}`);
  };

  return (
    <>
      <PageHeader
        title="Doluluk Takvimi"
        description="Villalar satırlarda, günler sütunlarda. Bir konaklamaya tıklayarak rezervasyonu açın; boş gecelerin üzerinde sürükleyerek kapatma ya da rezervasyon başlatın."
        actions={
          <Button onClick={() => navigate('/external?yeni=1')}>
            <PlusIcon size={18} /> Yeni kapatma
          </Button>
        }
      />
      <Card>
        <Row $wrap $justify="space-between" style={{ marginBottom: 12 }}>
          {/* The buttons line up with the foot of the date field (its label is above it). */}
          <Row $wrap style={{ alignItems: 'flex-end' }}>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => go(shiftMonths(from, -1))}
              aria-label="Önceki ay"
            >
              « Ay
            </Button>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => go(addDaysIso(from, -7))}
              aria-label="Önceki hafta"
            >
              ‹ Hafta
            </Button>
            <Button $variant="secondary" $size="sm" onClick={() => go(addDaysIso(today, -3))}>
              Bugün
            </Button>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => go(addDaysIso(from, 7))}
              aria-label="Sonraki hafta"
            >
              Hafta ›
            </Button>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => go(shiftMonths(from, 1))}
              aria-label="Sonraki ay"
            >
              Ay »
            </Button>
            <div style={{ width: 190 }} data-testid="timeline-date">
              <DateRangePicker
                mode="single"
                size="compact"
                label="Tarihe git"
                value={from}
                onChange={(day) => {
                  if (day) go(day);
                }}
              />
            </div>
          </Row>
          <span data-testid="timeline-window" style={{ fontWeight: 600 }}>
            {formatDate(from, 'long')} – {formatDate(addDaysIso(to, -1), 'long')}
            {isFetching && !isPending ? (
              <span role="status" style={{ marginLeft: 10, fontWeight: 400, opacity: 0.75 }}>
                Güncelleniyor…
              </span>
            ) : null}
          </span>
        </Row>
        <Row $wrap style={{ marginBottom: 12 }}>
          <Input
            type="search"
            placeholder="Villa veya ilçe ara…"
            aria-label="Villa ara"
            data-testid="timeline-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 280 }}
          />
          {data ? (
            <Count role="status" data-testid="timeline-count">
              {search ? `${shownVillas.length} / ${data.villas.length} villa` : `${data.villas.length} villa`}
            </Count>
          ) : null}
        </Row>
        <div role="status" aria-live="polite">
          {notice ? <Notice data-testid="timeline-notice">{notice}</Notice> : null}
        </div>
        {isPending ? (
          <LoadingBlock label="Takvim yükleniyor…" />
        ) : isError ? (
          <ErrorState message="Doluluk takvimi yüklenemedi." onRetry={() => void refetch()} />
        ) : data.villas.length === 0 ? (
          <EmptyState title="Villa yok">Takvimde gösterilecek villa bulunmuyor.</EmptyState>
        ) : shown === undefined || shown.villas.length === 0 ? (
          <EmptyState title="Eşleşen villa yok">
            <span>“{deferredSearch.trim()}” ile eşleşen villa ya da ilçe bulunamadı.</span>
            <Button $variant="secondary" $size="sm" onClick={() => setSearch('')}>
              Aramayı temizle
            </Button>
          </EmptyState>
        ) : (
          <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            <TimelineGrid
              data={shown}
              today={today}
              onPick={(p) => {
                setNotice('');
                setPick(p);
              }}
              onRefuse={(message) => {
                setPick(null);
                setNotice(message);
              }}
            />
          </div>
        )}
        <Legend aria-label="Renkler">
          {LEGEND.map((tone) => {
            const { bg, edge } = toneColors(tone, theme);
            return (
              <li key={tone}>
                <Swatch style={{ background: bg, border: `1px solid ${edge}`, borderLeftWidth: 4 }} />
                {TONE_LABELS[tone]}
              </li>
            );
          })}
          <li>
            <Swatch
              style={{ background: theme.color.surfaceAlt, border: `1px solid ${theme.color.border}` }}
            />
            Hafta sonu
          </li>
        </Legend>
      </Card>
      {pick && data ? <RangeMenu pick={pick} from={data.from} onClose={closeMenu} onChoose={choose} /> : null}
    </>
  );
}
