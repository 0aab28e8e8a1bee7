import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { useSession } from '@villa/shared/stores/session';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { mockHttp } from '../lib/test-http';
import { App } from './app';

function renderAt(url: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={qc}>
        <AppThemeProvider>
          <ShellServicesContext.Provider value={{ toast: vi.fn(), reportError: vi.fn() }}>
            <App />
          </ShellServicesContext.Provider>
        </AppThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the reservation area’s tabs', { timeout: 60_000 }, () => {
  it('an OWNER sees only the tabs they can open (no dead ends to "yetkiniz yok")', async () => {
    await mockHttp(() => ({ content: [], total: 0 }));
    useSession.setState({ user_role: 'OWNER' });
    renderAt('/external');
    const nav = await screen.findByRole('navigation', { name: 'Rezervasyon yönetimi' });
    const tabs = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(tabs).toEqual(['Villa Rezervasyonları', 'Manuel Kapatma']);
  });

  it('ADMIN sees every tab', async () => {
    await mockHttp(() => ({ content: [], total: 0 }));
    useSession.setState({ user_role: 'ADMIN' });
    renderAt('/external');
    const nav = await screen.findByRole('navigation', { name: 'Rezervasyon yönetimi' });
    const tabs = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(tabs).toEqual([
      'Villa Rezervasyonları',
      'Tekne Rezervasyonları',
      'Ödemeler',
      'Manuel Kapatma',
      'Doluluk Takvimi',
    ]);
  });
});
