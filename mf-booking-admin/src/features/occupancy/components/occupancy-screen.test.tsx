import { MemoryRouter, useLocation } from 'react-router';
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
import { span } from '../lib/spans.test-support';
import { HEADER_H, ROW_H } from './timeline-grid';

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
    span('2031-07-03', '2031-07-06', { reservationCode: 'RZ000007' }),
    span('2031-07-10', '2031-07-12', {
      villaId: 2,
      kind: 'closed',
      reservationId: null,
      reservationCode: null,
      customerName: null,
      status: null,
      source: 'ical',
      channel: 'airbnb',
    }),
  ],
};

/** What /occupancy/range answers (a test may put a bigger list of villas in). */
let served: OccupancyRange = range;

function answer({ url }: { url: string }) {
  if (url === '/v1/admin/occupancy/range') return { content: served };
  if (url === '/v1/admin/villas/all')
    return {
      content: served.villas.map((v) => ({ id: v.id, name: v.name, slug: `v${v.id}`, active: true })),
    };
  if (url === '/v1/admin/villas/withdates') return { content: [] };
  return { content: { items: [], total: 0 } };
}

/** The router's current query, for the tests of what the screen keeps in the URL. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAt(url: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={qc}>
        <AppThemeProvider>
          <ShellServicesContext.Provider value={{ toast: vi.fn(), reportError: vi.fn() }}>
            <App />
            <Where />
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
  // …and the scroller's content height is the day header and the rows' box (its inline height).
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid !== 'timeline') return 0;
    const rows = this.firstElementChild?.lastElementChild;
    return HEADER_H + (rows instanceof HTMLElement ? parseFloat(rows.style.height) || 0 : 0);
  });
  useSession.setState({ user_role: 'ADMIN' });
  served = range;
  // jsdom has no Element.scrollTo: the virtualiser scrolls with it, so it moves scrollTop and
  // tells the listeners, as a browser does.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, to?: ScrollToOptions | number) {
    if (typeof to === 'object' && to.top !== undefined) this.scrollTop = to.top;
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
});
afterEach(() => {
  vi.restoreAllMocks();
  // @ts-expect-error -- put back as jsdom has it (absent)
  delete HTMLElement.prototype.scrollTo;
});

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

const TOWNS = ['Kaş', 'Kalkan', 'ISPARTA', 'İzmir', 'Fethiye'];
/** 60 villas (more than the 700 px viewport and the overscan render), no stays. */
const many: OccupancyRange = {
  ...range,
  villas: Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    name: i === 6 ? 'Villa IŞIL' : i === 7 ? 'Villa İnci' : `Villa ${i + 1}`,
    townName: TOWNS[i % TOWNS.length]!,
  })),
  spans: [],
};
const rowIds = () =>
  screen.getAllByTestId('timeline-row').map((r) => Number(r.getAttribute('data-villa-id')));
const focusedVilla = () =>
  Number(document.activeElement?.closest('[data-testid="timeline-row"]')?.getAttribute('data-villa-id'));

describe('Doluluk Takvimi: villa search', { timeout: 60_000 }, () => {
  it('narrows the rows by name or town with Turkish case folding, counts them and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    served = many;
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    expect(screen.getByTestId('timeline-count')).toHaveTextContent('60 villa');
    const search = screen.getByRole('searchbox', { name: 'Villa ara' });

    // 'ışıl' is 'IŞIL' in Turkish lower case (English folding would give 'isil' and miss it).
    await user.type(search, 'ışıl');
    await vi.waitFor(() => expect(rowIds()).toEqual([7]));
    expect(screen.getByTestId('timeline-count')).toHaveTextContent('1 / 60 villa');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '?baslangic=2031-07-01&villa_ara=%C4%B1%C5%9F%C4%B1l',
    );

    // 'İNCİ' folds to 'inci'; 'ısparta' finds the town written 'ISPARTA' (12 villas), 'isparta' none.
    await user.clear(search);
    await user.type(search, 'İNCİ');
    await vi.waitFor(() => expect(rowIds()).toEqual([8]));
    await user.clear(search);
    await user.type(search, 'ısparta');
    await vi.waitFor(() => expect(screen.getByTestId('timeline-count')).toHaveTextContent('12 / 60 villa'));
    expect(rowIds()).toEqual([3, 8, 13, 18, 23, 28, 33, 38, 43, 48, 53, 58]);

    // The week buttons keep the search.
    await user.click(screen.getByRole('button', { name: 'Sonraki hafta' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('?baslangic=2031-07-08&villa_ara=%C4%B1sparta'),
    );
    expect(search).toHaveValue('ısparta');

    await user.clear(search);
    await user.type(search, 'isparta');
    expect(await screen.findByText('Eşleşen villa yok', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('“isparta” ile eşleşen villa ya da ilçe bulunamadı.')).toBeVisible();
    expect(screen.getByTestId('timeline-count')).toHaveTextContent('0 / 60 villa');
    expect(screen.queryAllByTestId('timeline-row')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('timeline-row').length).toBeGreaterThan(10));
    expect(search).toHaveValue('');
    expect(screen.getByTestId('timeline-count')).toHaveTextContent('60 villa');
    expect(screen.getByTestId('where')).toHaveTextContent('?baslangic=2031-07-08');
    expect(screen.getByTestId('where')).not.toHaveTextContent('villa_ara');
  });

  it('opens filtered from a link (?villa_ara=) and the keyboard selection works on the filtered rows', async () => {
    const user = userEvent.setup();
    served = many;
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01&villa_ara=KALKAN');
    await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    expect(screen.getByRole('searchbox', { name: 'Villa ara' })).toHaveValue('KALKAN');
    expect(screen.getByTestId('timeline-count')).toHaveTextContent('12 / 60 villa');
    expect(rowIds()).toEqual([2, 7, 12, 17, 22, 27, 32, 37, 42, 47, 52, 57]);
    expect(screen.getByRole('grid', { name: 'Doluluk zaman çizelgesi' })).toHaveAttribute(
      'aria-rowcount',
      '13',
    );

    // The second filtered row is villa 7; ArrowDown goes to the next shown villa (12), not to 8.
    screen.getAllByTestId('timeline-track')[1]!.focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(focusedVilla()).toBe(12));
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{/Shift}{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Seçilen geceler' }, { timeout: 10_000 });
    expect(menu).toHaveTextContent('Villa 12');
    expect(menu).toHaveTextContent('01.07.2031 – 03.07.2031 · 2 gece');
  });
});

describe('Doluluk Takvimi: keyboard between villas', { timeout: 60_000 }, () => {
  it('ArrowUp/ArrowDown move to the same day of the previous/next villa, also to a row not rendered yet', async () => {
    const user = userEvent.setup();
    served = many;
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    const tracks = await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    // The window is not today's: the cursor starts on its first day.
    tracks[0]!.focus();
    await user.keyboard('{ArrowRight>4/}{ArrowDown}');
    await vi.waitFor(() => expect(focusedVilla()).toBe(2));
    expect(document.activeElement).toHaveAccessibleName(/^Villa 2 takvimi, 5 Temmuz 2031: /);
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(focusedVilla()).toBe(1));
    expect(document.activeElement).toHaveAccessibleName(/^Villa 1 takvimi, 5 Temmuz 2031: /);
    await user.keyboard('{ArrowUp}');
    expect(focusedVilla()).toBe(1);

    // From the last row in the DOM to the next one, which is not rendered: the list scrolls to it.
    const last = Math.max(...rowIds());
    expect(last).toBeLessThan(60);
    expect(rowIds()).not.toContain(last + 1);
    screen.getAllByTestId('timeline-track').at(-1)!.focus();
    await user.keyboard('{End}{ArrowDown}');
    await vi.waitFor(() => expect(focusedVilla()).toBe(last + 1));
    expect(document.activeElement).toHaveAccessibleName(
      new RegExp(`^Villa ${last + 1} takvimi, 31 Ağustos 2031: `),
    );
    // Scrolled just enough: the row's bottom at the viewport's bottom (700 px).
    expect(screen.getByTestId('timeline').scrollTop).toBe(HEADER_H + (last + 1) * ROW_H - 700);

    // Ctrl+End: the last villa's last day; Ctrl+Home: the first villa's first day.
    await user.keyboard('{Control>}{End}{/Control}');
    await vi.waitFor(() => expect(focusedVilla()).toBe(60));
    expect(document.activeElement).toHaveAccessibleName(/^Villa 60 takvimi, 31 Ağustos 2031: /);
    expect(rowIds()).not.toContain(1);
    await user.keyboard('{Control>}{Home}{/Control}');
    await vi.waitFor(() => expect(focusedVilla()).toBe(1));
    expect(document.activeElement).toHaveAccessibleName(/^Villa 1 takvimi, 1 Temmuz 2031: /);
    // Scrolled back up so the first row sits below the sticky day header.
    expect(screen.getByTestId('timeline').scrollTop).toBe(0);
  });

  it('Shift+ArrowDown does not carry a range to another villa', async () => {
    const user = userEvent.setup();
    served = many;
    await mockHttp(answer);
    renderAt('/occupancy?baslangic=2031-07-01');
    const tracks = await screen.findAllByTestId('timeline-track', {}, { timeout: 10_000 });
    tracks[2]!.focus();
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowDown}{ArrowRight}{/Shift}');
    expect(focusedVilla()).toBe(3);
    const selection = screen.getByTestId('timeline-selection');
    expect(selection.closest('[data-testid="timeline-row"]')).toHaveAttribute('data-villa-id', '3');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Seçilen geceler' }, { timeout: 10_000 });
    expect(menu).toHaveTextContent('Villa 3');
    expect(menu).toHaveTextContent('01.07.2031 – 04.07.2031 · 3 gece');
  });
});
