import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VillaComment } from '@villa/shared/contracts/villa-comments';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { CommentsPanel } from './comments-panel';

const base: VillaComment = {
  id: 1,
  villa_id: 7,
  author_name: 'Gülşen Işık',
  rating: 5,
  title: '',
  body: 'Havuz tertemizdi, manzara muhteşemdi.',
  reply: '',
  active: true,
  stayed_at: 'Haziran 2031',
  verified_stay: true,
  created_at: '2031-06-06T08:00:00.000Z',
};
const fromStay = base;
const byStaff: VillaComment = {
  ...base,
  id: 2,
  author_name: 'Ofis',
  body: 'Telefonla iletilen yorum.',
  verified_stay: false,
};
// The panel reads only the villa's id and comments.
const villa = { id: 7, comments: [fromStay, byStaff] } as unknown as VillaDetail;

function wrap(children: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={qc}>
      <AppThemeProvider>
        <ShellServicesContext.Provider value={{ toast: vi.fn(), reportError: vi.fn() }}>
          {children}
        </ShellServicesContext.Provider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

describe('CommentsPanel', () => {
  it('marks a review from a real stay as ‘Doğrulanmış konaklama’, and only that one', () => {
    render(wrap(<CommentsPanel villa={villa} />));
    const [first, second] = screen.getAllByTestId('comment');
    expect(within(first!).getByTestId('verified-stay')).toHaveTextContent('✓ Doğrulanmış konaklama');
    expect(within(first!).getByTestId('verified-stay')).toHaveAttribute(
      'title',
      expect.stringContaining('rezervasyonla konaklamış'),
    );
    expect(second).toHaveTextContent('Ofis');
    expect(within(second!).queryByTestId('verified-stay')).toBeNull();
    expect(screen.queryAllByText('✓ Doğrulanmış konaklama')).toHaveLength(1);
  });
});
