import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { reservationsQueryKey } from './get-reservations';

export type MessageEndpoint = 'sendpaymentlink' | 'sendbank' | 'sendconfirm';

export async function sendMessage(input: { endpoint: MessageEndpoint; id: number; optionHours?: number }) {
  const res = await api.post<Envelope<{ outboxId: number; mailStatus: string; status: string }>>(
    `/v1/admin/${input.endpoint}`,
    { id: input.id, optionHours: input.optionHours },
  );
  return res.data.content;
}

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => qc.invalidateQueries({ queryKey: reservationsQueryKey }),
  });
}
