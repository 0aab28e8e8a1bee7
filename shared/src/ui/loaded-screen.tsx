import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ErrorState, LoadingBlock } from './feedback';

/**
 * Where an admin area's screens load on demand (React.lazy): a spinner while a screen's code
 * downloads; if it does not download (or the screen crashes), a message with a reload in the
 * screen's place, cleared when `path` changes (going elsewhere). The remote passes its router's
 * pathname: a hook of `@villa/shared/parcel/router` called from inside this package would be
 * bundled with the remote's own copy of react-router, outside the shell's router.
 */
export function LoadedScreen({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={path}
      fallback={() => (
        <ErrorState
          message="Sayfa yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin."
          onRetry={() => window.location.reload()}
        />
      )}
    >
      <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
