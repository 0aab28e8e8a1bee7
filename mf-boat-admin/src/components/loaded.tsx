import type { ReactNode } from 'react';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card } from '@villa/shared/ui/layout';

/** What Loaded needs of a query (useQuery's result fits). */
export interface LoadingQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A screen's body once its query has come: until then the loading block, or the error with its
 * retry, in a card: `<Loaded query={boat}>{(b) => …}</Loaded>`.
 */
export function Loaded<T>({ query, children }: { query: LoadingQuery<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Card>
        <LoadingBlock />
      </Card>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Card>
        <ErrorState onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return children(query.data);
}
