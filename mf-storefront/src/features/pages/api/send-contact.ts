import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { ContactBody } from '@villa/shared/contracts/storefront';

export async function sendContact(body: ContactBody) {
  return (await api.post<Envelope<{ id: number; message: string }>>('/v1/website/contact', body)).data
    .content;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
