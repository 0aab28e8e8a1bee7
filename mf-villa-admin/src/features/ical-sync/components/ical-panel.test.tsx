import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@villa/shared/api/client';
import type { IcalSyncPreview, IcalSyncResult, VillaDetail } from '@villa/shared/contracts/villas';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { IcalPanel } from './ical-panel';

const STALE = 'Takvim önizlemeden sonra değişti. Lütfen önizlemeyi yenileyin.';

const villa = {
  id: 7,
  ical_export_path: '/v1/villas/7/calendar/abc.ics',
  ical_feeds: [
    {
      id: 3,
      villa_id: 7,
      source: 'airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics',
      last_sync_at: null,
      last_status: null,
      last_error: null,
      last_added: 0,
      last_changed: 0,
      last_removed: 0,
    },
  ],
} as unknown as VillaDetail;

const feed = {
  feed_id: 3,
  source: 'airbnb' as const,
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  ok: true,
  error: null,
  added: [{ uid: 'r1', summary: 'Reserved', start_date: '2031-07-01', end_date: '2031-07-05' }],
  changed: [],
  removed: [],
  unchanged: 0,
  conflicts: [],
};
const previewed = (token: string): IcalSyncPreview => ({
  villa_id: 7,
  applied: false,
  feeds: [feed],
  preview_token: token,
  expires_at: '2031-06-01T10:15:00.000Z',
});
const applied: IcalSyncResult = { villa_id: 7, applied: true, feeds: [feed] };

function refusal(status: number, message: string) {
  const err = Object.assign(new Error(String(status)), {
    isAxiosError: true,
    response: { status, data: { content: { message } } },
  });
  Object.setPrototypeOf(err, AxiosError.prototype);
  return err;
}

function wrap(children: ReactNode, toast = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  return (
    <QueryClientProvider client={qc}>
      <AppThemeProvider>
        <ShellServicesContext.Provider value={{ toast, reportError: vi.fn() }}>
          {children}
        </ShellServicesContext.Provider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { content: [], total: 0 } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('IcalPanel preview and sync', () => {
  it('sync is only possible after a preview, and sends that preview’s token', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ data: { content: previewed('tok-1') } })
      .mockResolvedValueOnce({ data: { content: applied } });
    const toast = vi.fn();
    render(wrap(<IcalPanel villa={villa} />, toast));
    const syncButton = screen.getByRole('button', { name: 'Senkronize Et' });
    expect(syncButton).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(await screen.findByTestId('sync-preview')).toHaveTextContent('Eklenecek: 1');
    expect(post).toHaveBeenLastCalledWith('/v1/admin/villas/date/sync/preview', { villa_id: 7 });
    await userEvent.click(syncButton);
    expect(await screen.findByTestId('sync-result')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/v1/admin/villas/date/sync', {
      villa_id: 7,
      preview_token: 'tok-1',
    });
    expect(toast).toHaveBeenCalledWith('success', 'Takvim senkronize edildi.');
    // Applied: the same preview cannot be sent twice.
    expect(screen.getByRole('button', { name: 'Senkronize Et' })).toBeDisabled();
  });

  it('a 409 (calendar changed since the preview) shows the server’s message and asks for a new preview', async () => {
    vi.spyOn(api, 'post')
      .mockResolvedValueOnce({ data: { content: previewed('tok-1') } })
      .mockRejectedValueOnce(refusal(409, STALE))
      .mockResolvedValueOnce({ data: { content: previewed('tok-2') } });
    const toast = vi.fn();
    render(wrap(<IcalPanel villa={villa} />, toast));
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByTestId('sync-preview');
    await userEvent.click(screen.getByRole('button', { name: 'Senkronize Et' }));
    expect(await screen.findByTestId('sync-refused')).toHaveTextContent(STALE);
    expect(toast).toHaveBeenCalledWith('error', STALE);
    expect(screen.queryByTestId('sync-preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senkronize Et' })).toBeDisabled();
    // A new preview clears the message and allows the sync again.
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByTestId('sync-preview');
    expect(screen.queryByTestId('sync-refused')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senkronize Et' })).toBeEnabled();
  });
});
