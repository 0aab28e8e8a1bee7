import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { AdminComment } from '@villa/shared/contracts/comments';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { CommentsScreen } from './comments-screen';

const fromStay: AdminComment = {
  id: 11,
  villaId: 7,
  villaName: 'Villa Zeytin',
  authorName: 'Gülşen Işık',
  authorEmail: 'gulsen@example.com',
  rating: 5,
  title: '',
  body: 'Havuz tertemizdi, manzara muhteşemdi.',
  reply: '',
  active: false,
  source: 'review',
  stayedAt: '',
  verifiedStay: true,
  createdAt: '2031-06-06T08:00:00.000Z',
};
const fromVisitor: AdminComment = {
  ...fromStay,
  id: 12,
  authorName: 'Can Aksoy',
  authorEmail: 'can@example.com',
  body: 'Fotoğraflar çok güzel, gelecek yaz düşünüyoruz.',
  source: 'visitor',
  verifiedStay: false,
};

function wrap(children: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <MemoryRouter initialEntries={['/comments']}>
      <QueryClientProvider client={qc}>
        <AppThemeProvider>
          <ShellServicesContext.Provider value={{ toast: vi.fn(), reportError: vi.fn() }}>
            {children}
          </ShellServicesContext.Provider>
        </AppThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CommentsScreen', () => {
  it('marks a review from a real stay as ‘Doğrulanmış konaklama’, and only that one', async () => {
    const http = await axiosInstance();
    vi.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
      if (config.url === '/v1/admin/comment') return { data: { content: [fromStay, fromVisitor], total: 2 } };
      throw new Error(`unexpected ${config.method} ${config.url}`);
    }) as never);
    render(wrap(<CommentsScreen />));
    const rows = await screen.findAllByTestId('comment-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('verified-stay')).toHaveTextContent('✓ Doğrulanmış konaklama');
    expect(rows[0]).toHaveTextContent('Onay bekliyor');
    expect(within(rows[1]!).queryByTestId('verified-stay')).toBeNull();
    expect(rows[1]).toHaveTextContent('Can Aksoy');
  });
});
