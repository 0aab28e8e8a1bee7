import type { ReactNode } from 'react';
import { ErrorState, LoadingBlock } from './feedback';

/** What QueryView reads of a query (useQuery's result fits). */
export interface ViewedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A query's three states on screen: LoadingBlock while it loads, ErrorState with 'Tekrar dene' when
 * it failed, else `children` with its data:
 *
 *   <QueryView query={documents}>{(docs) => (docs.length === 0 ? <EmptyState … /> : <List … />)}</QueryView>
 *
 * `loading` and `failed` replace the blocks' default texts ('Takvim yükleniyor…').
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: ViewedQuery<T>;
  loading?: string;
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError) return <ErrorState message={failed} onRetry={() => void query.refetch()} />;
  // Neither pending nor failed: the query has its data (TanStack's success state).
  return <>{children(query.data as T)}</>;
}
