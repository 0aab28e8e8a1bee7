import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { DocumentItem } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';

export const documentsQueryKey = ['admin', 'documents'] as const;

export async function getDocuments(): Promise<DocumentItem[]> {
  return (await api.get<Envelope<DocumentItem[]>>('/v1/admin/documents')).data.content;
}

export const getDocumentsQueryOptions = () =>
  queryOptions({ queryKey: documentsQueryKey, queryFn: getDocuments });
export const useDocuments = () => useQuery(getDocumentsQueryOptions());
