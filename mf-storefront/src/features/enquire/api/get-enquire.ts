import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { EnquireResult } from '@villa/shared/contracts/storefront';

export async function getEnquire(p: { code: string; email: string }) {
  return (await api.get<Envelope<EnquireResult>>('/v1/enquire', { params: p })).data.content;
}

/** A look-up the visitor starts with a button, so it is a mutation (not cached under a key). */
export function useEnquire() {
  return useMutation({ mutationFn: getEnquire });
}
