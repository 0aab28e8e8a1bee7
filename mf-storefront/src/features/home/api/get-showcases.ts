import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listPublicShowcases } from '@villa/shared/contracts/routes/villas';

export const showcasesQuery = () => endpointQuery(listPublicShowcases);

export const useShowcases = () => useQuery(showcasesQuery());
