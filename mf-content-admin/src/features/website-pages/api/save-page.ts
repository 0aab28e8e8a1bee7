import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '@villa/shared/api/request';
import { saveWebsitePage } from '@villa/shared/contracts/routes/website-pages';
import { pageQuery } from './get-page';

/** Saves a page; the editor's query takes the saved page at once. */
export function useSavePage() {
  const qc = useQueryClient();
  return useEndpointMutation(saveWebsitePage, {
    onSuccess: (page) => qc.setQueryData(pageQuery(page.key).queryKey, page),
  });
}
