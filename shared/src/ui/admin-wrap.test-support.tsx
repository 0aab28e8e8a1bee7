import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ShellServices } from '@villa/shared/parcel/props';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { AppThemeProvider } from './theme-provider';

export interface AdminWrapOptions {
  /** The address the router starts at. */
  url?: string;
  /** The shell's toast, for the tests that look at what was said. */
  toast?: ShellServices['toast'];
}

/**
 * Test support: what an admin remote's component is rendered in by its tests, as the shell mounts
 * it: a router at `url`, a fresh query client that does not retry, the theme and the shell's
 * services (toast and error reporting as mocks): `render(adminWrap(<PricesPanel villa={villa} />, { toast }))`.
 */
export function adminWrap(children: ReactNode, { url = '/', toast = vi.fn() }: AdminWrapOptions = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={qc}>
        <AppThemeProvider>
          <ShellServicesContext.Provider value={{ toast, reportError: vi.fn() }}>
            {children}
          </ShellServicesContext.Provider>
        </AppThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}
