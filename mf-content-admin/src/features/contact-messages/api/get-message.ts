import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ContactMessage } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { messagesQueryKey } from './get-messages';

export async function getMessage(id: number): Promise<ContactMessage> {
  return (await api.get<Envelope<ContactMessage>>(`/v1/admin/contact/messages/${id}`)).data.content;
}

export const getMessageQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...messagesQueryKey, 'one', id], queryFn: () => getMessage(id) });
export const useMessage = (id: number | null) =>
  useQuery({ ...getMessageQueryOptions(id ?? 0), enabled: id !== null });
