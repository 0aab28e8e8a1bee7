import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_HOST_EVENT } from '@villa/shared/ui/notify';

const Container = lazy(() => import('./toast-container'));

/**
 * Mounts react-toastify's container on the first toast (see `notify`), so pages that never show
 * one never download it.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_HOST_EVENT, want);
    return () => window.removeEventListener(TOAST_HOST_EVENT, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
