import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { axiosInstance } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import type { IcalSyncPreview, IcalSyncResult, VillaIcalFeed } from '@villa/shared/contracts/ical';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { adminWrap } from '@villa/shared/ui/admin-wrap.test-support';
import { IcalPanel } from './ical-panel';

const STALE = 'Takvim önizlemeden sonra değişti. Lütfen önizlemeyi yenileyin.';

const neverSynced: VillaIcalFeed = {
  id: 3,
  villa_id: 7,
  source: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  last_sync_at: null,
  last_status: null,
  last_error: null,
  last_success_at: null,
  last_error_at: null,
  failing_since: null,
  held_at: null,
  held_reason: null,
  last_added: 0,
  last_changed: 0,
  last_removed: 0,
};
const villaWith = (...feeds: VillaIcalFeed[]) =>
  ({ id: 7, ical_export_path: '/v1/villas/7/calendar/abc.ics', ical_feeds: feeds }) as unknown as VillaDetail;
const villa = villaWith(neverSynced);
const CUT_SHORT =
  'Takvim eksik indi: 5. satırda başlayan VEVENT kapanmıyor (END:VEVENT yok; dosya yarıda kesilmiş olabilir).';

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

let http: AxiosInstance;

/**
 * The API as the panel sees it, through the one axios instance: reads answer an empty list,
 * writes take the given answers (or refusals) in order.
 */
function mockApi(...writes: Array<{ data: unknown } | Error>) {
  const queue = [...writes];
  return vi.spyOn(http, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.method === 'GET') return { data: { content: [], total: 0 } };
    const next = queue.shift();
    if (next instanceof Error) throw next;
    return next ?? { data: { content: {} } };
  });
}

/** The last write the panel sent: method, URL and body. */
function lastWrite(spy: ReturnType<typeof mockApi>) {
  const writes = spy.mock.calls.map(([c]) => c).filter((c) => c.method !== 'GET');
  const c = writes[writes.length - 1];
  return c && { method: c.method, url: c.url, data: c.data as unknown };
}

beforeEach(async () => {
  http = await axiosInstance();
  mockApi();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('IcalPanel preview and sync', () => {
  it('sync is only possible after a preview, and sends that preview’s token', async () => {
    const post = mockApi({ data: { content: previewed('tok-1') } }, { data: { content: applied } });
    const toast = vi.fn();
    render(adminWrap(<IcalPanel villa={villa} />, { toast }));
    const syncButton = screen.getByRole('button', { name: 'Senkronize Et' });
    expect(syncButton).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(await screen.findByTestId('sync-preview')).toHaveTextContent('Eklenecek: 1');
    expect(lastWrite(post)).toEqual({
      method: 'POST',
      url: '/v1/admin/villas/date/sync/preview',
      data: { villa_id: 7 },
    });
    await userEvent.click(syncButton);
    expect(await screen.findByTestId('sync-result')).toBeInTheDocument();
    expect(lastWrite(post)).toEqual({
      method: 'POST',
      url: '/v1/admin/villas/date/sync',
      data: { villa_id: 7, preview_token: 'tok-1' },
    });
    expect(toast).toHaveBeenCalledWith('success', 'Takvim senkronize edildi.');
    // Applied: the same preview cannot be sent twice.
    expect(screen.getByRole('button', { name: 'Senkronize Et' })).toBeDisabled();
  });

  it('a 409 (calendar changed since the preview) shows the server’s message and asks for a new preview', async () => {
    mockApi({ data: { content: previewed('tok-1') } }, refusal(409, STALE), {
      data: { content: previewed('tok-2') },
    });
    const toast = vi.fn();
    render(adminWrap(<IcalPanel villa={villa} />, { toast }));
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

describe('IcalPanel shows what the scheduled sync recorded per feed', () => {
  /** As the panel writes a moment: in Istanbul ('2 Haz 2031 12:00'). */
  const when = (iso: string) => formatDateTime(iso);

  it('a failing feed: the Turkish error, since when it fails, and that its blocks were kept', () => {
    render(
      adminWrap(
        <IcalPanel
          villa={villaWith({
            ...neverSynced,
            source: 'vrbo',
            last_status: 'error',
            last_sync_at: '2031-06-02T09:00:00.000Z',
            last_success_at: '2031-05-30T09:00:00.000Z',
            last_error: CUT_SHORT,
            last_error_at: '2031-06-02T09:00:00.000Z',
            failing_since: '2031-06-01T09:00:00.000Z',
          })}
        />,
      ),
    );
    const card = screen.getByTestId('ical-feed');
    expect(card).toHaveTextContent('Vrbo');
    expect(card).toHaveTextContent('Son senkronizasyon hatalı');
    expect(card).toHaveTextContent(
      `Son başarılı senkronizasyon: ${when('2031-05-30T09:00:00.000Z')} · son deneme ${when('2031-06-02T09:00:00.000Z')} (başarısız)`,
    );
    const error = screen.getByTestId('ical-feed-error');
    expect(error).toHaveTextContent(`Takvim okunamadı (${when('2031-06-01T09:00:00.000Z')} tarihinden beri)`);
    expect(error).toHaveTextContent(CUT_SHORT);
    expect(error).toHaveTextContent('Bu takvimden gelen mevcut kapatmalara dokunulmadı.');
    expect(screen.queryByTestId('ical-feed-held')).not.toBeInTheDocument();
  });

  it('a held sync: why it waits and how to apply it', () => {
    const reason =
      'Zamanlanmış senkronizasyon bu takvimden gelen 3 güncel kapatmanın 2 tanesini kaldıracaktı; kaldırmalar ve değişiklikler uygulanmadı (yeni kapatmalar eklendi).';
    render(
      adminWrap(
        <IcalPanel
          villa={villaWith({
            ...neverSynced,
            last_status: 'held',
            last_sync_at: '2031-06-02T09:00:00.000Z',
            last_success_at: '2031-06-01T09:00:00.000Z',
            held_at: '2031-06-02T08:30:00.000Z',
            held_reason: reason,
          })}
        />,
      ),
    );
    expect(screen.getByTestId('ical-feed')).toHaveTextContent('Onay bekliyor');
    const held = screen.getByTestId('ical-feed-held');
    expect(held).toHaveTextContent(
      `Senkronizasyon onay bekliyor (${when('2031-06-02T08:30:00.000Z')} tarihinden beri)`,
    );
    expect(held).toHaveTextContent(reason);
    expect(held).toHaveTextContent('“Önizle” ile değişiklikleri görün');
    expect(screen.queryByTestId('ical-feed-error')).not.toBeInTheDocument();
  });

  it('a feed that reads again keeps its last error on record, quietly', () => {
    render(
      adminWrap(
        <IcalPanel
          villa={villaWith({
            ...neverSynced,
            last_status: 'ok',
            last_sync_at: '2031-06-03T09:00:00.000Z',
            last_success_at: '2031-06-03T09:00:00.000Z',
            last_error: 'Takvim adresi 503 hatası döndürdü.',
            last_error_at: '2031-06-02T09:00:00.000Z',
            last_added: 1,
          })}
        />,
      ),
    );
    expect(screen.getByTestId('ical-feed')).toHaveTextContent('Son senkronizasyon başarılı');
    expect(screen.getByTestId('ical-feed-last-error')).toHaveTextContent(
      `Son hata (${when('2031-06-02T09:00:00.000Z')}): Takvim adresi 503 hatası döndürdü.`,
    );
    expect(screen.queryByTestId('ical-feed-error')).not.toBeInTheDocument();
  });

  it('the preview says a refused feed changes nothing, and warns before many removals', async () => {
    mockApi({
      data: {
        content: {
          ...previewed('tok-3'),
          feeds: [
            { ...feed, ok: false, error: CUT_SHORT, added: [] },
            {
              ...feed,
              feed_id: 4,
              source: 'booking',
              added: [],
              removed: [
                {
                  uid: 'a',
                  summary: 'CLOSED - Not available',
                  start_date: '2031-07-01',
                  end_date: '2031-07-05',
                },
                {
                  uid: 'b',
                  summary: 'CLOSED - Not available',
                  start_date: '2031-08-01',
                  end_date: '2031-08-05',
                },
              ],
              warning:
                'Bu senkronizasyon bu takvimden gelen 3 güncel kapatmanın 2 tanesini kaldıracak; kanal takviminin eksik gelmediğinden emin olun.',
            },
          ],
        },
      },
    });
    render(adminWrap(<IcalPanel villa={villa} />));
    await userEvent.click(screen.getByRole('button', { name: 'Önizle' }));
    const shown = await screen.findByTestId('sync-preview');
    expect(shown).toHaveTextContent(`Takvimin tamamı reddedildi; hiçbir şey değişmedi.${CUT_SHORT}`);
    expect(shown).toHaveTextContent('3 güncel kapatmanın 2 tanesini kaldıracak');
    expect(shown).toHaveTextContent('Kaldırılacak: 2');
  });
});
