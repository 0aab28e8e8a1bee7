import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { MailTemplate } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { templatesQueryKey } from './get-templates';

/** PUT /v1/admin/mailtemplates/{id} */
export async function saveTemplate(input: {
  id: number;
  body: { name: string; subject: string; bodyHtml: string };
}): Promise<MailTemplate> {
  return (await api.put<Envelope<MailTemplate>>(`/v1/admin/mailtemplates/${input.id}`, input.body)).data
    .content;
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
