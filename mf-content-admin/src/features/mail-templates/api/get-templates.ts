import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { MailTemplate } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';

export const templatesQueryKey = ['admin', 'mailtemplates'] as const;

export async function getTemplates(): Promise<MailTemplate[]> {
  return (await api.get<Envelope<MailTemplate[]>>('/v1/admin/mailtemplates')).data.content;
}

export const getTemplatesQueryOptions = () =>
  queryOptions({ queryKey: templatesQueryKey, queryFn: getTemplates });
export const useTemplates = () => useQuery(getTemplatesQueryOptions());
