import { useEndpointMutation } from '@villa/shared/api/request';
import { listMailTemplates, setMailTemplateActivity } from '@villa/shared/contracts/routes/mail-templates';

export const useSetTemplateActivity = () =>
  useEndpointMutation(setMailTemplateActivity, { invalidates: [listMailTemplates] });
