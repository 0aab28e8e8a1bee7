import { useEndpointMutation } from '@villa/shared/api/request';
import { previewMailTemplate } from '@villa/shared/contracts/routes/mail-templates';

/** Renders with sample data, saves nothing. */
export const usePreviewTemplate = () => useEndpointMutation(previewMailTemplate);
