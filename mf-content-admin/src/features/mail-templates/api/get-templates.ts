import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listMailTemplates } from '@villa/shared/contracts/routes/mail-templates';

export const useTemplates = () => useQuery(endpointQuery(listMailTemplates));
