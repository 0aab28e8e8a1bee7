import { useMutation } from '@tanstack/react-query';
import { request } from '@villa/shared/api/request';
import { subscribe as subscribeRoute } from '@villa/shared/contracts/routes/subscribers';
import type { SubscribeBody } from '@villa/shared/contracts/subscribers';

/** Newsletter sign-up (content area): a repeated address is accepted and stored once. */
export async function subscribe(body: SubscribeBody) {
  return request(subscribeRoute, { body });
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
