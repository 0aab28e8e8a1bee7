import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { RouteResult } from '@villa/shared/api/route';
import { listVillasWithDates } from '@villa/shared/contracts/routes/villas';
import type { BlockedRange, StayPeriod } from '@villa/shared/ui/date-range-picker/date-range-picker';

export type VillaWithDates = RouteResult<typeof listVillasWithDates>[number];

/** Every villa (OWNER: its own) with its price periods and the blocked ranges still ahead. */
export function useVillasWithDates(enabled = true) {
  return useQuery({ ...endpointQuery(listVillasWithDates), staleTime: 30_000, enabled });
}

/** The record a form edits (a reservation, a manual closing): its own nights must stay pickable. */
export interface OwnStay {
  villaId: number;
  start: string;
  /** Exclusive, as blocks are. */
  end: string;
  kind: VillaWithDates['blocked'][number]['kind'];
  /** Whether it occupies the calendar now (a reservation's blocking status, an active closing). */
  blocking: boolean;
}

export interface VillaCalendar {
  blocked: BlockedRange[];
  periods: StayPeriod[];
}

const EMPTY: VillaCalendar = { blocked: [], periods: [] };

/**
 * What the date picker of an admin form knows of a villa: its booked and closed nights (end
 * exclusive, as the API sends them) and its price periods' minimum stays (end inclusive, as the
 * API's periods are). The record being edited does not block itself: its own block (a range of its
 * kind with exactly its dates, present while it occupies the calendar) is left out, so its dates
 * can be kept, shortened or moved within them.
 */
export function villaCalendar(villa: VillaWithDates | undefined, own?: OwnStay | null): VillaCalendar {
  if (!villa) return EMPTY;
  let skipOwn = own != null && own.villaId === villa.id && own.blocking;
  const blocked: BlockedRange[] = [];
  for (const b of villa.blocked) {
    if (skipOwn && b.kind === own!.kind && b.start === own!.start && b.end === own!.end) {
      skipOwn = false;
      continue;
    }
    blocked.push({
      start: b.start,
      end: b.end,
      kind: b.kind === 'closed' || b.kind === 'external' ? 'closed' : 'booked',
    });
  }
  const periods = villa.prices.map((p) => ({
    startDate: p.start_date,
    endDate: p.end_date,
    minStay: p.min_stay,
  }));
  return { blocked, periods };
}
