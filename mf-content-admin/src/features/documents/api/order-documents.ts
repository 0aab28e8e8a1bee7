import { useQueryClient } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@villa/shared/api/request';
import type { DocumentItem } from '@villa/shared/contracts/documents';
import { listDocuments, orderDocuments } from '@villa/shared/contracts/routes/documents';

/** Saves a new order: shown at once; the server's answer (or the old list on failure) settles it. */
export function useOrderDocuments() {
  const qc = useQueryClient();
  const { queryKey } = endpointQuery(listDocuments);
  return useEndpointMutation(orderDocuments, {
    onMutate: ({ body: { ids } }) => {
      const previous = qc.getQueryData<DocumentItem[]>(queryKey);
      if (previous) {
        const byId = new Map(previous.map((d) => [d.id, d]));
        qc.setQueryData(
          queryKey,
          ids.map((id) => byId.get(Number(id))).filter((d): d is DocumentItem => !!d),
        );
      }
      return { previous };
    },
    onError: (_err, _input, ctx) => {
      if (ctx?.previous) qc.setQueryData(queryKey, ctx.previous);
    },
    onSuccess: (docs) => qc.setQueryData(queryKey, docs),
  });
}
