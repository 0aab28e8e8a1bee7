import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { menuCountsQuery } from '@villa/shared/api/site';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '@villa/shared/ui/tokens';
import { ADMIN_MENU } from '../menu';
import { SidebarNav } from '../sidebar';

function renderSidebar(counts: { reservationCount: number; contactCount: number }, mobile = false) {
  const client = new QueryClient();
  client.setQueryData(menuCountsQuery().queryKey, counts);
  const onLogout = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/dashboard/']}>
          <SidebarNav entries={ADMIN_MENU} mobile={mobile} onLogout={onLogout} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { onLogout };
}

describe('admin sidebar', () => {
  it('shows a badge only when a count is greater than 0', async () => {
    renderSidebar({ reservationCount: 0, contactCount: 3 });
    const badges = await screen.findAllByTestId('menu-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['3']);
  });

  it('opens groups one at a time', async () => {
    renderSidebar({ reservationCount: 2, contactCount: 0 });
    await userEvent.click(screen.getByRole('button', { name: /Villalar/ }));
    expect(screen.getByRole('link', { name: 'Villa Bölgeleri' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Rezervasyon Yönetimi/ }));
    expect(screen.queryByRole('link', { name: 'Villa Bölgeleri' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Villa Rezervasyonları/ })).toHaveTextContent('2');
  });

  it('hides desktop-only entries on mobile', async () => {
    renderSidebar({ reservationCount: 0, contactCount: 0 }, true);
    expect(screen.queryByRole('link', { name: 'Teklif Hazırla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Raporlar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Rezervasyon Yönetimi/ }));
    expect(screen.queryByRole('link', { name: 'Ödemeler' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manuel Kapatma' })).toBeInTheDocument();
  });

  it('logs out from the sidebar button', async () => {
    const { onLogout } = renderSidebar({ reservationCount: 0, contactCount: 0 });
    await userEvent.click(screen.getByRole('button', { name: /Çıkış Yap/ }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
