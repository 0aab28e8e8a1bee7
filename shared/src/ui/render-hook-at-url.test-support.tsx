import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@villa/shared/parcel/router';

/**
 * Test support for hooks that keep state in the URL: renders `hook` in a router at `url`, with the
 * query string it leaves: `result.current.value` (the hook's result) and `result.current.search`.
 */
export function renderHookAtUrl<R>(url: string, hook: () => R) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ value: hook(), search: useLocation().search }), { wrapper });
}
