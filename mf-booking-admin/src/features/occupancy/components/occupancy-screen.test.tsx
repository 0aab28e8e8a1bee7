import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OccupancyRange } from '@villa/shared/contracts/occupancy';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { useSession } from '@villa/shared/stores/session';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { App } from '../../../app/app';
import { mockHttp } from '../../../lib/test-http';

const days = Array.from({ length: 62 }, (_, i) =>
  new Date(Date.UTC(2031, 6, 1 + i)).toISOString().slice(0, 10),
);
const range: OccupancyRange = {
  from: '2031-07-01',
  to: '2031-09-01',
  days,
  villas: [
    { id: 1, name: 'Villa Akasya', townName: 'Kaş' },
    { id: 2, name: 'Villa Zeytin', townName: 'Kalkan' },
  ],
  spans: [
    {
      villaId: 1,
      start: '2031-07-03',
      end: '2031-07-06',
      kind: 'booked',
      reservationId: 7,
      reservationCode: 'RZ000007',
      customerName: 'Ayşe Yılmaz',
      label: '',
      status: 'confirmed',
      source: 'reservation',
      channel: null,
      closingId: null,
      note: '',
    },
    {
      villaId: 2,
      start: '2031-07-10',
      end: '2031-07-12',
      kind: 'closed',
      reservationId: null,
      reservationCode: null,
      customerName: null,
      label: '',
      status: null,
      source: 'ical',
      channel: 'airbnb',
      closingId: null,
      note: '',
    },
  ],
};

function answer({ url }: { url: string }) {
  if (url === '/v1/admin/occupancy/range') return { content: range };
  if (url === '/v1/admin/villas/all')
    return { content: range.villas.map((v) => ({ id: v.id, name: v.name, slug: `v${v.id}`, active: true })) };
  if (url === '/v1/admin/villas/withdates') return { content: [] };
  return { content: { items: [], total: 0 } };
}

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

beforeEach(() => {
  // jsdom lays nothing out: the virtualiser gets a 700 px tall viewport to fill.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  useSession.setState({ user_role: 'ADMIN' });
});
afterEach(() => vi.restoreAllMocks());

describe('Doluluk Takvimi', { timeout: 60_000 }, () => {
  it('draws a stay as a link to its reservation and an imported block by its channel', async () => {
    const calls = await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    const stay = await screen.findByRole(
      'link',
      { name: /^Rezervasyon RZ000007, Ayşe Yılmaz, Onaylandı/ },
      { timeout: 10_000 },
    );
    expect(stay).toHaveAttribute('href', '/reservations/villa/7');
    expect(stay).toHaveTextContent('Ayşe Yılmaz');
    expect(screen.getByRole('img', { name: /^Airbnb takviminden blok/ })).toHaveTextContent('Airbnb');
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: '/v1/admin/occupancy/range',
        params: { from: '2031-07-01', to: '2031-09-01' },
      }),
    );
  });

  it('keyboard: Enter, Shift+arrows, Enter over free nights opens the menu; the closing form opens prefilled', async () => {
    const user = userEvent.setup();
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    const tracks = await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    // Villa Zeytin: the cursor starts on the window's first night (1 July, free).
    tracks[1]!.focus();
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Seçilen geceler' }, { timeout: 10_000 });
    expect(menu).toHaveTextContent('Villa Zeytin');
    expect(menu).toHaveTextContent('01.07.2031 – 04.07.2031 · 3 gece');
    await user.click(within(menu).getByRole('button', { name: 'Manuel kapatma' }));
    const form = await screen.findByRole('dialog', { name: 'Yeni Manuel Kapatma' }, { timeout: 10_000 });
    // The form takes the values in its effect after it opens.
    await vi.waitFor(() => {
      expect(within(form).getByRole('combobox', { name: 'Villa' })).toHaveValue('2');
      expect(within(form).getByLabelText('Başlangıç (ilk kapalı gece)')).toHaveValue('01.07.2031');
      expect(within(form).getByLabelText('Bitiş (villanın boşaldığı gün)')).toHaveValue('04.07.2031');
    });
  });

  it('a drag’s ‘Rezervasyon’ opens the new booking form with the villa and the stay’s dates', async () => {
    const user = userEvent.setup();
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    const tracks = await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    // Villa Akasya: from 6 July (the stay's check-out day, free for the night) for 4 nights.
    tracks[0]!.focus();
    await user.keyboard('{ArrowRight>5/}{Enter}{Shift>}{ArrowRight>3/}{/Shift}{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Seçilen geceler' }, { timeout: 10_000 });
    expect(menu).toHaveTextContent('06.07.2031 – 10.07.2031 · 4 gece');
    await user.click(within(menu).getByRole('button', { name: 'Rezervasyon' }));
    const form = await screen.findByRole('dialog', { name: 'Yeni Rezervasyon' }, { timeout: 10_000 });
    await vi.waitFor(() => {
      expect(within(form).getByRole('combobox', { name: 'Villa' })).toHaveValue('1');
      expect(within(form).getByLabelText('Giriş tarihi')).toHaveValue('06.07.2031');
      expect(within(form).getByLabelText('Çıkış tarihi')).toHaveValue('10.07.2031');
    });
  });

  it('refuses a range over a taken night, in Turkish, and offers nothing', async () => {
    const user = userEvent.setup();
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    const tracks = await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    // Villa Akasya: 1 July free, 3–5 July taken by the stay.
    tracks[0]!.focus();
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(await screen.findByTestId('timeline-notice', {}, { timeout: 10_000 })).toHaveTextContent(
      'Villa Akasya: 3 Temmuz 2031 gecesi dolu.',
    );
    expect(screen.queryByRole('dialog', { name: 'Seçilen geceler' })).toBeNull();
  });
});
