import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { Marina, MarinaBody } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

/** POST /v1/admin/marina or PUT /v1/admin/marina/{marina_id}. */
export async function saveMarina(input: { id: number | null; body: MarinaBody }): Promise<Marina> {
  const res =
    input.id === null
      ? await api.post<Envelope<Marina>>('/v1/admin/marina', input.body)
      : await api.put<Envelope<Marina>>(`/v1/admin/marina/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveMarina() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMarina,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.marinas }),
  });
}
