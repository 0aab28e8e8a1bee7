import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';

/** POST /v1/website/subscribe (content area): a repeated address is accepted and stored once. */
export async function subscribe(body: { email: string; consent: boolean }) {
  return (await api.post<Envelope<{ message: string }>>('/v1/website/subscribe', body)).data.content;
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
