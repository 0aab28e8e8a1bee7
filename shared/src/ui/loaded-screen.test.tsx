import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderThemed } from './kit.test-support';
import { LoadedScreen } from './loaded-screen';

afterEach(() => vi.restoreAllMocks());

function Area({ slow }: { slow: ReactElement }) {
  const { pathname } = useLocation();
  return (
    <LoadedScreen path={pathname}>
      <Routes>
        <Route path="/slow" element={slow} />
        <Route path="/other" element={<p>Diğer ekranın içeriği</p>} />
      </Routes>
    </LoadedScreen>
  );
}

/** An area with a screen whose code download is controlled by the test, and a screen that is there. */
function area(download: Promise<{ default: () => ReactElement }>) {
  const Slow = lazy(() => download);
  return (
    <MemoryRouter initialEntries={['/slow']}>
      <Link to="/other">Diğer ekran</Link>
      <Area slow={<Slow />} />
    </MemoryRouter>
  );
}

describe('LoadedScreen', () => {
  it('shows the loading state while a screen downloads, then the screen', async () => {
    let arrive!: (m: { default: () => ReactElement }) => void;
    renderThemed(area(new Promise((resolve) => (arrive = resolve))));
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    arrive({ default: () => <h1>Yavaş ekran</h1> });
    expect(await screen.findByRole('heading', { name: 'Yavaş ekran' })).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();
  });

  it('says in Turkish when a screen cannot be downloaded, and going elsewhere clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderThemed(area(Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    expect(
      await screen.findByText('Sayfa yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Diğer ekran' }));
    expect(await screen.findByText('Diğer ekranın içeriği')).toBeInTheDocument();
    expect(screen.queryByText(/Sayfa yüklenemedi/)).not.toBeInTheDocument();
  });
});
