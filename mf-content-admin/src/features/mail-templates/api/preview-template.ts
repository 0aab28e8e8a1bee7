import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { MailTemplateKind, RenderedMail } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';

/** POST /v1/admin/mailtemplates/preview: renders with sample data, saves nothing. */
export async function previewTemplate(body: {
  kind: MailTemplateKind;
  subject: string;
  bodyHtml: string;
}): Promise<RenderedMail> {
  return (await api.post<Envelope<RenderedMail>>('/v1/admin/mailtemplates/preview', body)).data.content;
}

export const usePreviewTemplate = () => useMutation({ mutationFn: previewTemplate });
