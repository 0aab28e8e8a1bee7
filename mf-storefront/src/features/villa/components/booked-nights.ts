import type { VillaAvailability } from '@villa/shared/contracts/storefront';
import { addDaysIso } from '../../../lib/dates';

/** Booked nights of the blocks: every night from start to the day before end. */
export function bookedNights(availability: VillaAvailability | undefined): Set<string> {
  const out = new Set<string>();
  for (const b of availability?.blocked ?? []) {
    for (let d = b.start; d < b.end; d = addDaysIso(d, 1)) out.add(d);
  }
  return out;
}
