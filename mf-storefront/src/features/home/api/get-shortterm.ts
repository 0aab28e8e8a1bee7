import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listShortTermGaps } from '@villa/shared/contracts/routes/search';

/** The home's last-minute gaps: the first 8 (`{ items, total }`; the total is not shown). */
export const shortTermQuery = () => endpointQuery(listShortTermGaps, { query: { client: 'true', take: 8 } });

export const useShortTerm = () => useQuery(shortTermQuery());
