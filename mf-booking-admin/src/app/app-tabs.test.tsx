import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@villa/shared/stores/session';
import { mockHttp } from '../lib/test-http';
import { App } from './app';
import { wrap } from '../lib/render.test-support';

function renderAt(url: string) {
  render(wrap(<App />, { url }));
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
