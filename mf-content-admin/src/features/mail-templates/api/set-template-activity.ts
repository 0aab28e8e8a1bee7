import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { templatesQueryKey } from './get-templates';

/** PATCH /v1/admin/mailtemplates/activity */
export async function setTemplateActivity(input: { id: number; active: boolean }): Promise<void> {
  await api.patch('/v1/admin/mailtemplates/activity', input);
}

export function useSetTemplateActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setTemplateActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
