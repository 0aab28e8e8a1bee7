import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled, { css, useTheme } from 'styled-components';
import { Link } from '@villa/shared/parcel/router';
import type { OccupancyRange, OccupancyRangeSpan } from '@villa/shared/contracts/occupancy';
import { formatDate, formatDatePattern } from '@villa/shared/lib/format/dates';
import { barAriaLabel, barText, toneColors, toneOf } from '../lib/bar-style';
import {
  busyNights,
  daysBetween,
  firstBusyNight,
  layoutRow,
  normaliseRange,
  type Bar,
  type NightRange,
} from '../lib/timeline-layout';

export const DAY_W = 36;
export const ROW_H = 44;
export const HEADER_H = 46;
const NAME_W = 200;
const NAME_W_MOBILE = 112;

type Villa = OccupancyRange['villas'][number];

/** A drag or keyboard selection that ended on free nights: the screen offers what to do with it. */
export interface Pick {
  villa: Villa;
  range: NightRange;
  /** Where to show the menu (viewport pixels). */
  x: number;
  y: number;
}

const Scroller = styled.div`
  position: relative;
  overflow: auto;
  height: min(70vh, 760px);
  min-height: 320px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overscroll-behavior: contain;
  --name-w: ${NAME_W}px;
  ${({ theme }) => theme.media.mobile} {
    --name-w: ${NAME_W_MOBILE}px;
  }
`;
const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  height: ${HEADER_H}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
/** The villas' name column (the header's corner and each row's name), kept in view while the days scroll. */
const nameColumn = css`
  position: sticky;
  left: 0;
  flex: 0 0 var(--name-w);
  padding: 0 12px;
  font-weight: 600;
  border-right: 1px solid ${({ theme }) => theme.color.border};
`;
const Corner = styled.div`
  ${nameColumn}
  z-index: 4;
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const DayHead = styled.div<{ $weekend: boolean; $today: boolean; $first: boolean }>`
  flex: 0 0 ${DAY_W}px;
  display: grid;
  place-items: center;
  align-content: center;
  font-size: 12px;
  line-height: 1.2;
  font-weight: ${({ $today }) => ($today ? 700 : 500)};
  color: ${({ theme, $today }) => ($today ? theme.color.primary : theme.color.text)};
  background: ${({ theme, $weekend }) => ($weekend ? theme.color.border : 'transparent')};
  border-left: 1px solid ${({ theme, $first }) => ($first ? theme.color.textMuted : 'transparent')};
  box-shadow: ${({ theme, $today }) => ($today ? `inset 0 -3px 0 ${theme.color.primary}` : 'none')};
  small {
    font-size: 10px;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: capitalize;
  }
`;
const RowBox = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  height: ${ROW_H}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
const Name = styled.div`
  ${nameColumn}
  z-index: 2;
  display: grid;
  align-content: center;
  min-width: 0;
  background: ${({ theme }) => theme.color.surface};
  font-size: 13px;
  span,
  small {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    font-weight: 400;
    font-size: 11px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Track = styled.div`
  position: relative;
  flex: 0 0 auto;
  height: 100%;
  touch-action: pan-x pan-y;
  cursor: cell;
  user-select: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;
const BarBox = styled.div`
  position: absolute;
  display: flex;
  align-items: center;
  padding: 0 6px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: 12px;
  font-weight: 600;
  border-radius: 6px;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    filter: brightness(0.96);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
    z-index: 1;
  }
`;
const Overlay = styled.div<{ $refused?: boolean }>`
  position: absolute;
  top: 3px;
  bottom: 3px;
  border-radius: 6px;
  pointer-events: none;
  border: 2px dashed ${({ theme, $refused }) => ($refused ? theme.color.danger : theme.color.primary)};
  /* Translucent, so the bars under a refused range stay readable. */
  background: ${({ theme, $refused }) =>
    $refused ? `color-mix(in srgb, ${theme.color.danger} 14%, transparent)` : 'rgba(28, 139, 181, 0.16)'};
`;
const Cursor = styled.div`
  position: absolute;
  top: 2px;
  bottom: 2px;
  width: ${DAY_W}px;
  pointer-events: none;
  border: 2px solid ${({ theme }) => theme.color.focus};
  border-radius: 4px;
`;

/** The grid's background for one window: day lines, weekends and today (one string for every row). */
function trackBackground(
  days: readonly string[],
  today: string,
  weekend: string,
  todayColor: string,
  line: string,
) {
  const stops: string[] = [];
  days.forEach((d, i) => {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    const color = d === today ? todayColor : wd === 0 || wd === 6 ? weekend : null;
    if (color) stops.push(`linear-gradient(${color}, ${color}) ${i * DAY_W}px 0 / ${DAY_W}px 100% no-repeat`);
  });
  stops.push(
    `repeating-linear-gradient(to right, transparent 0 ${DAY_W - 1}px, ${line} ${DAY_W - 1}px ${DAY_W}px)`,
  );
  return stops.join(', ');
}

/** The sticky day header: one per window (memoised, so scrolling the rows never renders it again). */
const DayHeader = memo(function DayHeader({ days, today }: { days: readonly string[]; today: string }) {
  return (
    <Head role="row" aria-rowindex={1}>
      <Corner role="columnheader">Villa</Corner>
      {days.map((d, i) => {
        const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
        const long = formatDate(d, 'long');
        return (
          <DayHead
            key={d}
            role="columnheader"
            aria-label={long}
            title={long}
            $weekend={wd === 0 || wd === 6}
            $today={d === today}
            $first={i > 0 && d.endsWith('-01')}
          >
            {d.endsWith('-01') || i === 0 ? (
              <small style={{ fontWeight: 600 }}>{formatDatePattern(d, 'MMM')}</small>
            ) : (
              <small>{formatDatePattern(d, 'EEEEEE')}</small>
            )}
            {Number(d.slice(8))}
          </DayHead>
        );
      })}
    </Head>
  );
});

interface Selection {
  villaId: number;
  anchor: number;
  focus: number;
}

interface RowProps {
  villa: Villa;
  /** 1-based among the grid's rows (the day header is row 1), for aria-rowindex. */
  rowIndex: number;
  /** The cursor's day written out, for the track's label (null while the cursor is elsewhere). */
  cursorDay: string | null;
  bars: Bar[];
  dayCount: number;
  background: string;
  selection: Selection | null;
  cursor: number | null;
  refused: NightRange | null;
  start: number;
  onPointerDown: (villa: Villa, e: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (villa: Villa, e: PointerEvent<HTMLDivElement>) => void;
  onKeyDown: (villa: Villa, e: KeyboardEvent<HTMLDivElement>) => void;
  onFocus: (villa: Villa) => void;
}

const Row = memo(function Row({
  villa,
  rowIndex,
  cursorDay,
  bars,
  dayCount,
  background,
  selection,
  cursor,
  refused,
  start,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onKeyDown,
  onFocus,
}: RowProps) {
  const theme = useTheme();
  const sel = selection ? normaliseRange(selection.anchor, selection.focus, dayCount) : null;
  const barH = ROW_H - 10;
  return (
    <RowBox
      role="row"
      aria-rowindex={rowIndex}
      data-testid="timeline-row"
      data-villa-id={villa.id}
      style={{ transform: `translateY(${start}px)` }}
    >
      <Name role="rowheader" title={`${villa.name} · ${villa.townName}`}>
        <span>{villa.name}</span>
        <small>{villa.townName}</small>
      </Name>
      <Track
        role="gridcell"
        tabIndex={0}
        data-testid="timeline-track"
        aria-label={`${villa.name} takvimi${cursorDay ? `, ${cursorDay}` : ''}: boş geceleri seçmek için sürükleyin ya da Enter, Shift+sağ/sol ok ve tekrar Enter kullanın; yukarı/aşağı ok önceki/sonraki villaya geçer`}
        style={{ width: dayCount * DAY_W, background }}
        onPointerDown={(e) => onPointerDown(villa, e)}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => onPointerUp(villa, e)}
        onKeyDown={(e) => onKeyDown(villa, e)}
        onFocus={() => onFocus(villa)}
      >
        {bars.map((b) => {
          const { bg, edge, text } = toneColors(toneOf(b.span), theme);
          const h = barH / b.lanes;
          const style = {
            left: b.left * DAY_W + 1,
            width: Math.max(6, b.width * DAY_W - 2),
            top: 5 + b.lane * h,
            height: h - (b.lanes > 1 ? 2 : 0),
            background:
              b.span.source === 'external' || b.span.source === 'closed'
                ? `repeating-linear-gradient(135deg, ${bg} 0 6px, ${theme.color.surface} 6px 9px)`
                : bg,
            color: text,
            border: `1px ${b.span.status === 'cancelled' ? 'dashed' : 'solid'} ${edge}`,
            borderLeftWidth: b.cutStart ? 1 : 4,
            borderTopLeftRadius: b.cutStart ? 0 : undefined,
            borderBottomLeftRadius: b.cutStart ? 0 : undefined,
            borderTopRightRadius: b.cutEnd ? 0 : undefined,
            borderBottomRightRadius: b.cutEnd ? 0 : undefined,
          };
          const label = barAriaLabel(b.span);
          const key = `${b.span.source}-${b.span.reservationId ?? b.span.closingId ?? ''}-${b.span.start}`;
          const common = {
            'data-bar': b.span.source,
            'data-testid': 'timeline-bar',
            'aria-label': label,
            title: label,
            style,
          };
          if (b.span.reservationId !== null)
            return (
              <BarBox key={key} as={Link} to={`/reservations/villa/${b.span.reservationId}`} {...common}>
                {barText(b.span)}
              </BarBox>
            );
          if (b.span.closingId !== null)
            return (
              <BarBox key={key} as={Link} to={`/external?villa_id=${villa.id}`} {...common}>
                {barText(b.span)}
              </BarBox>
            );
          return (
            <BarBox key={key} role="img" {...common}>
              {barText(b.span)}
            </BarBox>
          );
        })}
        {sel ? (
          <Overlay
            data-testid="timeline-selection"
            style={{ left: sel.first * DAY_W, width: (sel.last - sel.first + 1) * DAY_W }}
          />
        ) : null}
        {refused ? (
          <Overlay
            $refused
            style={{ left: refused.first * DAY_W, width: (refused.last - refused.first + 1) * DAY_W }}
          />
        ) : null}
        {cursor !== null ? <Cursor style={{ left: cursor * DAY_W }} /> : null}
      </Track>
    </RowBox>
  );
});

interface GridProps {
  data: OccupancyRange;
  today: string;
  onPick: (pick: Pick) => void;
  onRefuse: (message: string) => void;
}

/**
 * Rows = villas (virtualised: only the rows in view are in the DOM), columns = the window's days,
 * stays and blocks as bars over each row. A drag (or Enter, Shift+arrows, Enter) over free nights
 * of one villa picks a range; over a taken night it is refused.
 */
export function TimelineGrid({ data, today, onPick, onRefuse }: GridProps) {
  const theme = useTheme();
  const scroller = useRef<HTMLDivElement>(null);
  const dayCount = data.days.length;
  const from = data.from;

  const byVilla = useMemo(() => {
    const map = new Map<number, OccupancyRangeSpan[]>();
    for (const s of data.spans) {
      const list = map.get(s.villaId);
      if (list) list.push(s);
      else map.set(s.villaId, [s]);
    }
    const rows = new Map<number, { bars: Bar[]; busy: boolean[] }>();
    for (const [id, spans] of map)
      rows.set(id, { bars: layoutRow(spans, from, dayCount), busy: busyNights(spans, from, dayCount) });
    return rows;
  }, [data.spans, from, dayCount]);
  const free = useMemo(() => new Array<boolean>(dayCount).fill(false), [dayCount]);

  const background = useMemo(
    () =>
      trackBackground(
        data.days,
        today,
        theme.color.surfaceAlt,
        theme.mode === 'dark' ? 'rgba(28, 139, 181, 0.22)' : 'rgba(28, 139, 181, 0.12)',
        theme.color.border,
      ),
    [data.days, today, theme],
  );

  const rows = useVirtualizer({
    count: data.villas.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_H,
    overscan: 8,
    scrollMargin: HEADER_H,
    // A row scrolled to from the keyboard comes out below the sticky day header, not under it.
    scrollPaddingStart: HEADER_H,
    initialRect: { width: 1200, height: 700 },
    // Scroll updates rendered in React's own batches, not one synchronous render per scroll event.
    useFlushSync: false,
  });

  const [selection, setSelection] = useState<Selection | null>(null);
  const [refused, setRefused] = useState<{ villaId: number; range: NightRange } | null>(null);
  const [cursor, setCursor] = useState<{ villaId: number; index: number } | null>(null);
  const dragging = useRef(false);
  /** A villa whose track gets the focus once its row is rendered (after ArrowUp/ArrowDown). */
  const focusNext = useRef<number | null>(null);
  const indexOf = useMemo(() => new Map(data.villas.map((v, i) => [v.id, i])), [data.villas]);

  const busyOf = (villaId: number) => byVilla.get(villaId)?.busy ?? free;
  const dayAt = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return Math.floor((e.clientX - rect.left) / DAY_W);
  };
  const refuse = (villa: Villa, range: NightRange, night: number) => {
    setRefused({ villaId: villa.id, range });
    setSelection(null);
    onRefuse(
      `${villa.name}: ${formatDate(data.days[night] ?? from, 'long')} gecesi dolu. Yalnızca boş geceler seçilebilir; seçimi dolu günlerin dışında yapın.`,
    );
  };
  const finish = (villa: Villa, sel: Selection, x: number, y: number) => {
    const range = normaliseRange(sel.anchor, sel.focus, dayCount);
    const busyNight = firstBusyNight(busyOf(villa.id), range);
    if (busyNight !== null) return refuse(villa, range, busyNight);
    setRefused(null);
    onPick({ villa, range, x, y });
  };

  const onPointerDown = (villa: Villa, e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('[data-bar]')) return;
    const day = dayAt(e);
    if (day < 0 || day >= dayCount) return;
    e.preventDefault();
    e.currentTarget.focus({ preventScroll: true });
    if (busyOf(villa.id)[day]) return refuse(villa, { first: day, last: day }, day);
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setRefused(null);
    setCursor(null);
    setSelection({ villaId: villa.id, anchor: day, focus: day });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const day = dayAt(e);
    setSelection((s) => (s && s.focus !== day ? { ...s, focus: day } : s));
  };
  const onPointerUp = (villa: Villa, e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !selection) return;
    dragging.current = false;
    const sel = { ...selection, focus: dayAt(e) };
    setSelection(sel);
    finish(villa, sel, e.clientX, e.clientY);
  };

  const onKeyDown = (villa: Villa, e: KeyboardEvent<HTMLDivElement>) => {
    const at = cursor?.villaId === villa.id ? cursor.index : 0;
    const sel = selection?.villaId === villa.id ? selection : null;
    // Keep the cursor's day in view.
    const showDay = (index: number) => {
      const box = scroller.current;
      if (box) {
        const nameW = box.querySelector<HTMLElement>('[role="rowheader"]')?.offsetWidth ?? NAME_W;
        const x = index * DAY_W;
        if (x < box.scrollLeft) box.scrollLeft = x;
        else if (x + DAY_W > box.scrollLeft + box.clientWidth - nameW)
          box.scrollLeft = x + DAY_W - box.clientWidth + nameW;
      }
    };
    const move = (to: number) => {
      const index = Math.min(dayCount - 1, Math.max(0, to));
      setCursor({ villaId: villa.id, index });
      if (e.shiftKey && sel) setSelection({ ...sel, focus: index });
      else if (!e.shiftKey) setSelection(null);
      showDay(index);
    };
    // To the same day of another villa: the list scrolls so its row is rendered and in view, then
    // its track takes the focus (the layout effect below). The move drops the selection as a plain
    // ArrowLeft/Right does; Shift+ArrowUp/Down does nothing, since a range is one villa's.
    const toRow = (rowIndex: number, dayIndex: number) => {
      const next = data.villas[rowIndex];
      if (!next) return;
      if (next.id === villa.id) return move(dayIndex);
      const index = Math.min(dayCount - 1, Math.max(0, dayIndex));
      setSelection(null);
      setCursor({ villaId: next.id, index });
      focusNext.current = next.id;
      rows.scrollToIndex(rowIndex);
      showDay(index);
    };
    const here = indexOf.get(villa.id) ?? 0;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      if (!e.shiftKey) toRow(here + (e.key === 'ArrowDown' ? 1 : -1), at);
    } else if ((e.key === 'Home' || e.key === 'End') && e.ctrlKey) {
      e.preventDefault();
      if (e.key === 'Home') toRow(0, 0);
      else toRow(data.villas.length - 1, dayCount - 1);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      move(at + (e.key === 'ArrowRight' ? 1 : -1));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      move(e.key === 'Home' ? 0 : dayCount - 1);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const rect = e.currentTarget.getBoundingClientRect();
      if (sel) {
        const range = normaliseRange(sel.anchor, sel.focus, dayCount);
        finish(
          villa,
          sel,
          rect.left + range.first * DAY_W - (scroller.current?.scrollLeft ?? 0),
          rect.bottom,
        );
      } else if (busyOf(villa.id)[at]) refuse(villa, { first: at, last: at }, at);
      else {
        setRefused(null);
        setSelection({ villaId: villa.id, anchor: at, focus: at });
      }
    } else if (e.key === 'Escape') {
      setSelection(null);
      setRefused(null);
    }
  };
  const onFocus = (villa: Villa) => {
    // The cursor starts on today when the window shows it, else on the first day.
    const index = Math.min(dayCount - 1, Math.max(0, daysBetween(from, today)));
    setCursor((c) => (c?.villaId === villa.id ? c : { villaId: villa.id, index }));
  };

  // After ArrowUp/ArrowDown: focus the villa's track as soon as its row is in the DOM (at once when
  // it was rendered already, else after the scroll has rendered it).
  useLayoutEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    if (!indexOf.has(id)) {
      // The villa left the rows (the search changed) before it was reached.
      focusNext.current = null;
      return;
    }
    const track = scroller.current?.querySelector<HTMLElement>(
      `[data-villa-id="${id}"] [data-testid="timeline-track"]`,
    );
    if (!track) return;
    focusNext.current = null;
    track.focus({ preventScroll: true });
  });

  // The rows get handlers that never change (so a scroll re-renders only rows that moved in or
  // out); they call the newest ones, which see the current selection.
  const live = useRef({ onPointerDown, onPointerMove, onPointerUp, onKeyDown, onFocus });
  useLayoutEffect(() => {
    live.current = { onPointerDown, onPointerMove, onPointerUp, onKeyDown, onFocus };
  });
  const handlers = useMemo(
    () => ({
      onPointerDown: (v: Villa, e: PointerEvent<HTMLDivElement>) => live.current.onPointerDown(v, e),
      onPointerMove: (e: PointerEvent<HTMLDivElement>) => live.current.onPointerMove(e),
      onPointerUp: (v: Villa, e: PointerEvent<HTMLDivElement>) => live.current.onPointerUp(v, e),
      onKeyDown: (v: Villa, e: KeyboardEvent<HTMLDivElement>) => live.current.onKeyDown(v, e),
      onFocus: (v: Villa) => live.current.onFocus(v),
    }),
    [],
  );

  // 'timeline:rendered' (User Timing): once the first frame with the rows in the DOM has been laid
  // out and painted (a task after that frame's animation callback), for the benchmark
  // (scripts/bench-timeline.mjs, from 'timeline:data'); a new window marks again.
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => performance.mark('timeline:rendered', { detail: { from } }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [from]);

  const items = rows.getVirtualItems();
  return (
    <Scroller
      ref={scroller}
      role="grid"
      aria-label="Doluluk zaman çizelgesi"
      aria-rowcount={data.villas.length + 1}
      data-testid="timeline"
    >
      <div style={{ width: `calc(var(--name-w) + ${dayCount * DAY_W}px)`, minWidth: '100%' }}>
        <DayHeader days={data.days} today={today} />
        <div style={{ position: 'relative', height: rows.getTotalSize() }}>
          {items.map((item) => {
            const villa = data.villas[item.index]!;
            const row = byVilla.get(villa.id);
            return (
              <Row
                key={villa.id}
                villa={villa}
                rowIndex={item.index + 2}
                cursorDay={
                  cursor?.villaId === villa.id ? formatDate(data.days[cursor.index] ?? from, 'long') : null
                }
                bars={row?.bars ?? []}
                dayCount={dayCount}
                background={background}
                selection={selection?.villaId === villa.id ? selection : null}
                cursor={cursor?.villaId === villa.id ? cursor.index : null}
                refused={refused?.villaId === villa.id ? refused.range : null}
                start={item.start - HEADER_H}
                {...handlers}
              />
            );
          })}
        </div>
      </div>
    </Scroller>
  );
}
