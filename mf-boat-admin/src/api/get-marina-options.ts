import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { Marina } from '@villa/shared/contracts/marinas';
import { listMarinas } from '@villa/shared/contracts/routes/marinas';

/** Every marina for pickers (the API pages at most 100 at a time), by name. */
export const marinaOptionsQuery = () => ({
  ...endpointQuery(listMarinas, { query: { skip: 0, take: 100 } }),
  select: (page: { items: Marina[] }) => [...page.items].sort((a, b) => a.name.localeCompare(b.name, 'tr')),
  staleTime: 60_000,
});

export const useMarinaOptions = () => useQuery(marinaOptionsQuery());
