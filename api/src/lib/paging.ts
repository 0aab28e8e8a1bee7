import { z } from 'zod';

/** skip/take query parameters of list endpoints (SPEC §9 page sizes are the defaults). */
export function pagingQuery(defaultTake: number, maxTake = 100) {
  return z.object({
    skip: z.coerce.number().int().min(0).default(0),
    take: z.coerce.number().int().min(1).max(maxTake).default(defaultTake),
  });
}

/** Treats `?role=` (empty) like an absent parameter, as the admin screens send it. */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
