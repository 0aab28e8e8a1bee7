import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ContactMessage } from '@villa/shared/contracts/content';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export type MessageStatus = 'all' | 'unread' | 'read';
export const messagesQueryKey = ['admin', 'contact-messages'] as const;

export async function getMessages(
  page: number,
  status: MessageStatus,
): Promise<ListEnvelope<ContactMessage>> {
  const take = PAGE_SIZE.contactMessages;
  return (
    await api.get<ListEnvelope<ContactMessage>>('/v1/admin/contact/messages', {
      params: { skip: (page - 1) * take, take, ...(status !== 'all' ? { status } : {}) },
    })
  ).data;
}

export const getMessagesQueryOptions = (page: number, status: MessageStatus) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'list', page, status],
    queryFn: () => getMessages(page, status),
    placeholderData: keepPreviousData,
  });
export const useMessages = (page: number, status: MessageStatus) =>
  useQuery(getMessagesQueryOptions(page, status));
