import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@villa/shared/api/request';
import { menuCountsQuery } from '@villa/shared/api/site';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ContactMessageStatus } from '@villa/shared/contracts/contact-messages';
import {
  getContactMessage,
  listContactMessages,
  setContactMessageRead,
} from '@villa/shared/contracts/routes/contact-messages';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

/** One page of messages (newest first), SPEC page size; 'all' sends no status. */
export const useMessages = (page: number, status: ContactMessageStatus) =>
  usePagedQuery(listContactMessages, page, PAGE_SIZE.contactMessages, status !== 'all' ? { status } : {});

export const useMessage = (id: number | null) =>
  useQuery({ ...endpointQuery(getContactMessage, { params: { id: id ?? 0 } }), enabled: id !== null });

/** The sidebar badge (contactCount) counts unread messages: a change refreshes it too. */
export function useRefreshMenuCounts() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: menuCountsQuery().queryKey });
}

export function useSetMessageRead() {
  const refreshCounts = useRefreshMenuCounts();
  return useEndpointMutation(setContactMessageRead, {
    invalidates: [listContactMessages, getContactMessage],
    onSuccess: refreshCounts,
  });
}
