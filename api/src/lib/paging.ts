import { z } from 'zod';
import { blankAsAbsent, int, INT4_MAX } from '@villa/shared/contracts/fields';

/** skip/take query parameters of list endpoints (SPEC §9 page sizes are the defaults). */
export function pagingQuery(defaultTake: number, maxTake = 100) {
  return z.object({
    skip: z.preprocess(blankAsAbsent, int('Başlangıç (skip)', 0, INT4_MAX).default(0)),
    take: z.preprocess(blankAsAbsent, int('Sayfa boyutu (take)', 1, maxTake).default(defaultTake)),
  });
}

/** Treats `?role=` (empty) like an absent parameter, as the admin screens send it. */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
