import { useEndpointMutation } from '@villa/shared/api/request';
import { listMailTemplates, updateMailTemplate } from '@villa/shared/contracts/routes/mail-templates';

export const useSaveTemplate = () =>
  useEndpointMutation(updateMailTemplate, { invalidates: [listMailTemplates] });
