import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosRequestConfig } from 'axios';
import { axiosInstance } from '@villa/shared/api/client';
import { homeDataQuery } from '@villa/shared/api/site';
import type { SearchOptions, VillaCard } from '@villa/shared/contracts/storefront';
import { useLocation } from '@villa/shared/parcel/router';
import { useCurrency } from '@villa/shared/stores/currency';
import { lightTheme } from '@villa/shared/ui/tokens';
import { ListingPage } from './listing-page';
import { loadDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { loadGuestsPanel } from '../../../components/guests-picker';
import { villaCard } from '../../../components/villa-card.test-support';

// The pickers load their code on first use; these tests use the pickers themselves.
beforeAll(async () => {
  await Promise.all([loadDateRangePicker(), loadGuestsPanel()]);
}, 60_000);

const options: SearchOptions = {
  towns: [
    {
      id: 1,
      name: 'Kaş',
      slug: 'kas',
      districts: [
        { id: 11, name: 'Kalkan', slug: 'kalkan' },
        { id: 12, name: 'Çukurbağ', slug: 'cukurbag' },
      ],
    },
    { id: 2, name: 'Fethiye', slug: 'fethiye', districts: [{ id: 21, name: 'Ölüdeniz', slug: 'oludeniz' }] },
  ],
  types: [
    { id: 1, name: 'Muhafazakar', slug: 'muhafazakar' },
    { id: 2, name: 'Balayı', slug: 'balayi' },
  ],
  features: [
    { id: 10, name: 'Özel havuz', category: 'Havuz' },
    { id: 11, name: 'Jakuzi', category: 'Banyo' },
  ],
  price: { min: 2000, max: 30000 },
  capacity: { max: 12 },
};

type Params = Record<string, string | number>;

/** Answers the listing's calls as the one axios instance receives them. */
async function mockApi(results: (params: Params) => { content: VillaCard[]; total: number }) {
  return vi.spyOn(await axiosInstance(), 'request').mockImplementation((({
    url,
    params,
  }: AxiosRequestConfig) => {
    if (url === '/v1/search/options') return Promise.resolve({ data: { content: options } });
    if (url === '/v2/search') return Promise.resolve({ data: results((params as Params) ?? {}) });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  }) as never);
}

/** The dates and the filters of the fully filtered searches below, as the URL and the API carry them. */
const STAY = { checkin: '2027-07-10', checkout: '2027-07-17' };
const FILTERS = {
  town: 'kas',
  district: 'kalkan',
  types: '2',
  features: '10,11',
  minPrice: '3000',
  maxPrice: '9000',
};

/** GET /v2/search's parameters for these filters: always the client's view, 20 villas a page. */
function searchFor(filters: Params): Params {
  return { client: 'true', ...filters, take: 20 };
}

/** The filters the listing sent to GET /v2/search last. */
function lastSearch(get: Awaited<ReturnType<typeof mockApi>>): Params | undefined {
  const calls = get.mock.calls.filter(([config]) => config.url === '/v2/search');
  return calls.at(-1)?.[0].params as Params | undefined;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The query string of the current URL as an object. */
function query(): Record<string, string> {
  const href = screen.getByTestId('location').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(href.split('?')[1] ?? ''));
}

function renderListing(url: string, fixed?: Record<string, string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(homeDataQuery().queryKey, {
    footerData: [],
    exchange: [{ key: 'euro_exchange_rate', value: '35' }],
    settings: [],
  });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[url]}>
          <ListingPage title="Kiralık Villalar" lead="Tüm villalarımız." fixed={fixed} />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const filters = () => within(screen.getByRole('form', { name: 'Villa filtreleri' }));

beforeEach(() => {
  // The filters refuse past check-ins: "today" is fixed (only Date is faked; timers run normally).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T10:00:00'));
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ListingPage', () => {
  it('renders a URL with filters with them pre-selected and searches with them', async () => {
    const get = await mockApi(() => ({
      content: [villaCard({ stayTotalTl: 42000, nights: 7 })],
      total: 1,
    }));
    renderListing(
      '/listing?checkin=2027-07-10&checkout=2027-07-17&guests=4&town=kas&district=kalkan&types=2' +
        '&features=10,11&minPrice=3000&maxPrice=9000&sort=price_asc&utm_source=x',
    );
    // The form is its own chunk (fetched at once beside the results on a wide screen).
    await screen.findByRole('form', { name: 'Villa filtreleri' }, { timeout: 10_000 });
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });

    // The dates as the picker writes them; an old link's guests=4 are four adults.
    expect(f.getByLabelText('Giriş tarihi')).toHaveValue('10.07.2027');
    expect(f.getByLabelText('Çıkış tarihi')).toHaveValue('17.07.2027');
    expect(f.getByRole('button', { name: /Kişi sayısı/ })).toHaveTextContent('4 kişi');
    expect(f.getByLabelText('Bölge')).toHaveValue('kas');
    expect(f.getByLabelText('Mevki')).toHaveValue('kalkan');
    expect(f.getByRole('checkbox', { name: 'Balayı' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Muhafazakar' })).not.toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Özel havuz' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Jakuzi' })).toBeChecked();
    expect(f.getByLabelText('En az (₺/gece)')).toHaveValue(3000);
    expect(f.getByLabelText('En çok (₺/gece)')).toHaveValue(9000);
    expect(screen.getByRole('combobox', { name: /Sırala/ })).toHaveValue('price_asc');

    // Unknown keys (utm_source) do not travel to the API.
    expect(lastSearch(get)).toEqual(searchFor({ ...STAY, guests: '4', ...FILTERS, sort: 'price_asc' }));
  });

  it('shows the stay total of a dated search and carries the dates to the villa page', async () => {
    await mockApi(() => ({ content: [villaCard({ stayTotalTl: 42000, nights: 7 })], total: 1 }));
    renderListing('/listing?checkin=2027-07-10&checkout=2027-07-17&guests=4');
    const villa = await screen.findByTestId('villa-card');

    expect(screen.getByText('10 Temmuz – 17 Temmuz 2027 tarihlerinde müsait villalar.')).toBeInTheDocument();
    expect(screen.queryByText('Tüm villalarımız.')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('1');
    expect(within(villa).getByText('7 gece toplam')).toBeInTheDocument();
    expect(within(villa).getByTestId('stay-total')).toHaveTextContent('₺42.000');
    expect(within(villa).getByRole('link', { name: 'Villa Zeytin' })).toHaveAttribute(
      'href',
      '/villa/villa-zeytin?checkin=2027-07-10&checkout=2027-07-17&guests=4',
    );
  });

  it('shows the nightly starting price without dates', async () => {
    await mockApi(() => ({ content: [villaCard()], total: 1 }));
    renderListing('/listing');
    const villa = await screen.findByTestId('villa-card');
    expect(screen.getByText('Tüm villalarımız.')).toBeInTheDocument();
    expect(within(villa).queryByTestId('stay-total')).not.toBeInTheDocument();
    expect(within(villa).getByText("₺4.500'den başlayan")).toBeInTheDocument();
    expect(within(villa).getByRole('link', { name: 'Villa Zeytin' })).toHaveAttribute(
      'href',
      '/villa/villa-zeytin',
    );
  });

  it('writes every chosen filter to the URL when the search is applied', async () => {
    const get = await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/listing');
    const user = userEvent.setup();
    const f = filters();
    await f.findByRole('option', { name: 'Kaş' });
    expect(f.queryByLabelText('Mevki')).not.toBeInTheDocument();

    await user.type(f.getByLabelText('Giriş tarihi'), '10.07.2027{Enter}');
    await user.type(f.getByLabelText('Çıkış tarihi'), '17.07.2027{Enter}');
    await user.click(f.getByRole('button', { name: /Kişi sayısı/ }));
    for (let i = 0; i < 3; i++) await user.click(f.getByRole('button', { name: 'Yetişkin artır' }));
    await user.click(f.getByRole('button', { name: 'Çocuk artır' }));
    await user.selectOptions(f.getByLabelText('Bölge'), 'kas');
    await user.selectOptions(f.getByLabelText('Mevki'), 'kalkan');
    await user.click(f.getByRole('checkbox', { name: 'Balayı' }));
    await user.click(f.getByRole('checkbox', { name: 'Özel havuz' }));
    await user.click(f.getByRole('checkbox', { name: 'Jakuzi' }));
    await user.type(f.getByLabelText('En az (₺/gece)'), '3000');
    await user.type(f.getByLabelText('En çok (₺/gece)'), '9000');
    // Nothing changes in the URL until the search is applied.
    expect(query()).toEqual({});

    await user.click(f.getByRole('button', { name: 'Villaları Göster' }));
    const chosen = { ...STAY, guests: '4', adults: '3', children: '1', ...FILTERS };
    expect(query()).toEqual(chosen);
    await waitFor(() => expect(lastSearch(get)).toEqual(searchFor(chosen)));
    expect(await screen.findByText('Aradığınız kriterlere uygun villa bulunamadı.')).toBeInTheDocument();
  });

  it('unticking a type or feature removes it from the URL', async () => {
    await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/listing?types=1,2&features=10,11');
    const user = userEvent.setup();
    const f = filters();
    await f.findByRole('checkbox', { name: 'Balayı' });
    await user.click(f.getByRole('checkbox', { name: 'Muhafazakar' }));
    await user.click(f.getByRole('checkbox', { name: 'Jakuzi' }));
    await user.click(f.getByRole('button', { name: 'Villaları Göster' }));
    expect(query()).toEqual({ types: '2', features: '10' });
  });

  it('a new town clears the district of the previous one', async () => {
    await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/listing?town=kas&district=kalkan');
    const user = userEvent.setup();
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });
    await user.selectOptions(f.getByLabelText('Bölge'), 'fethiye');
    expect(f.getByLabelText('Mevki')).toHaveValue('');
    expect(f.getByRole('option', { name: 'Tüm Fethiye' })).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Villaları Göster' }));
    expect(query()).toEqual({ town: 'fethiye' });
  });

  it('changing the sort updates the URL, keeps the filters and goes back to the first page', async () => {
    const get = await mockApi(() => ({ content: [villaCard()], total: 45 }));
    renderListing('/listing?town=kas&guests=4&skip=20');
    await screen.findByTestId('villa-card');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sırala/ }), 'Fiyat (azalan)');
    expect(query()).toEqual({ town: 'kas', guests: '4', sort: 'price_desc' });
    await waitFor(() =>
      expect(lastSearch(get)).toEqual(
        searchFor({
          town: 'kas',
          guests: '4',
          sort: 'price_desc',
        }),
      ),
    );
  });

  it('applying filters keeps the sort and starts from the first page', async () => {
    await mockApi(() => ({ content: [villaCard()], total: 45 }));
    renderListing('/listing?sort=price_asc&skip=40');
    const f = filters();
    await f.findByRole('option', { name: 'Kaş' });
    await userEvent.click(f.getByRole('button', { name: /Kişi sayısı/ }));
    await userEvent.click(f.getByRole('button', { name: 'Yetişkin artır' }));
    await userEvent.click(f.getByRole('button', { name: 'Yetişkin artır' }));
    await userEvent.click(f.getByRole('button', { name: 'Villaları Göster' }));
    expect(query()).toEqual({ guests: '2', adults: '2', sort: 'price_asc' });
  });

  it('a new sort applies the filters being edited with it instead of throwing them away', async () => {
    const get = await mockApi(() => ({ content: [villaCard()], total: 45 }));
    renderListing('/listing?town=kas&skip=20');
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });
    await userEvent.selectOptions(f.getByLabelText('Mevki'), 'kalkan');
    await userEvent.click(f.getByRole('checkbox', { name: 'Özel havuz' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sırala/ }), 'Fiyat (azalan)');
    expect(query()).toEqual({ town: 'kas', district: 'kalkan', features: '10', sort: 'price_desc' });
    await waitFor(() =>
      expect(lastSearch(get)).toEqual(
        searchFor({
          town: 'kas',
          district: 'kalkan',
          features: '10',
          sort: 'price_desc',
        }),
      ),
    );
    // The filters still show what was chosen.
    expect(filters().getByLabelText('Mevki')).toHaveValue('kalkan');
    expect(filters().getByRole('checkbox', { name: 'Özel havuz' })).toBeChecked();
  });

  it('a new sort with filters that cannot be applied keeps both and says why', async () => {
    await mockApi(() => ({ content: [villaCard()], total: 45 }));
    renderListing('/listing?town=kas');
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });
    await userEvent.type(f.getByLabelText('En az (₺/gece)'), '9000');
    await userEvent.type(f.getByLabelText('En çok (₺/gece)'), '3000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sırala/ }), 'Fiyat (azalan)');
    expect(f.getByRole('alert')).toHaveTextContent('En düşük fiyat en yüksek fiyattan büyük olamaz.');
    expect(query()).toEqual({ town: 'kas' });
    expect(f.getByLabelText('En az (₺/gece)')).toHaveValue(9000);
  });

  it("takes the price range in the visitor's currency", async () => {
    useCurrency.setState({ currency: 'EURO' });
    await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/listing?minPrice=3500');
    const f = filters();
    await f.findByRole('option', { name: 'Kaş' });
    expect(f.getByLabelText('En az (€/gece)')).toHaveValue(100);
    await userEvent.type(f.getByLabelText('En çok (€/gece)'), '200');
    await userEvent.click(f.getByRole('button', { name: 'Villaları Göster' }));
    expect(query()).toEqual({ minPrice: '3500', maxPrice: '7000' });
  });

  it('pages through the results with skip in the URL', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const get = await mockApi(() => ({ content: [villaCard()], total: 45 }));
    renderListing('/listing?town=kas');
    await screen.findByTestId('villa-card');
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(query()).toEqual({ town: 'kas', skip: '20' });
    await waitFor(() => expect(lastSearch(get)).toMatchObject({ town: 'kas', skip: '20', take: 20 }));
    expect(await screen.findByText('Sayfa 2 / 3')).toBeInTheDocument();
  });

  it('clears the filters from the URL', async () => {
    await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/listing?town=kas&district=kalkan&guests=4&types=2&minPrice=3000');
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });
    await userEvent.click(f.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(query()).toEqual({});
    expect(filters().getByLabelText('Bölge')).toHaveValue('');
    expect(filters().getByRole('button', { name: /Kişi sayısı/ })).toHaveTextContent('Farketmez');
  });

  it('does not change the URL when the filters are invalid', async () => {
    const get = await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/listing?town=kas');
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });
    await userEvent.type(f.getByLabelText('Giriş tarihi'), '10.07.2027{Enter}');
    await userEvent.click(f.getByRole('button', { name: 'Villaları Göster' }));
    expect(f.getByRole('alert')).toHaveTextContent('Giriş ve çıkış tarihlerini birlikte seçin.');
    expect(query()).toEqual({ town: 'kas' });
    expect(lastSearch(get)).toEqual(searchFor({ town: 'kas' }));
  });

  it('reads the legacy ?type= link as a type filter', async () => {
    const get = await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/villa?type=2');
    const f = filters();
    expect(await f.findByRole('checkbox', { name: 'Balayı' })).toBeChecked();
    expect(lastSearch(get)).toEqual(searchFor({ types: '2' }));
  });

  it("on a town's page searches in that town without writing it to the URL", async () => {
    const get = await mockApi(() => ({ content: [], total: 0 }));
    renderListing('/kas', { town: 'kas' });
    const f = filters();
    await f.findByRole('option', { name: 'Kalkan' });
    expect(f.queryByLabelText('Bölge')).not.toBeInTheDocument();
    expect(lastSearch(get)).toEqual(searchFor({ town: 'kas' }));

    await userEvent.selectOptions(f.getByLabelText('Mevki'), 'kalkan');
    await userEvent.click(f.getByRole('button', { name: 'Villaları Göster' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kas?district=kalkan');
    await waitFor(() => expect(lastSearch(get)).toEqual(searchFor({ town: 'kas', district: 'kalkan' })));
  });

  it("shows the server's message when the search fails", async () => {
    vi.spyOn(await axiosInstance(), 'request').mockImplementation((({ url }: AxiosRequestConfig) => {
      if (url === '/v1/search/options') return Promise.resolve({ data: { content: options } });
      return Promise.reject({
        isAxiosError: true,
        response: { status: 400, data: { content: { message: 'Geçersiz arama ölçütü.' } } },
      });
    }) as never);
    renderListing('/listing?guests=abc');
    expect(await screen.findByText('Geçersiz arama ölçütü.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
