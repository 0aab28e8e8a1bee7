import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { StayQuote } from '@villa/shared/contracts/reservations';
import type { HomeContent } from '@villa/shared/contracts/site';
import type { VillaDetail } from '@villa/shared/contracts/storefront';
import { useCurrency } from '@villa/shared/stores/currency';
import { lightTheme } from '@villa/shared/ui/tokens';
import { BookingSection } from './booking-section';
import { loadDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { loadGuestsPanel } from '../../../components/guests-picker';
import { villaCard } from '../../../components/villa-card.test-support';

// The pickers load their code on first use; these tests use the pickers themselves.
beforeAll(async () => {
  await Promise.all([loadDateRangePicker(), loadGuestsPanel()]);
}, 60_000);

const TODAY = '2027-06-01';

const villa: VillaDetail = {
  ...villaCard({
    id: 42,
    slug: 'villa-mavi-kas',
    name: 'Villa Mavi',
    thumbnail: '/img/mavi-480.webp',
    typeName: 'Muhafazakar',
  }),
  summary: 'Deniz manzaralı villa',
  description: '',
  address: '',
  latitude: null,
  longitude: null,
  licenseNumber: '07-1234',
  checkInTime: '16:00',
  checkOutTime: '10:00',
  depositTl: 5000,
  cleaningFeeTl: 1500,
  prepaymentRate: 30,
  infantsCountInCapacity: false,
  photos: [],
  features: [],
  prices: [],
  comments: [],
};

/** The quote the server gives for 10 → 17 July: the nights are 10…16 July (not the check-out day). */
function quoteFor(p: QuoteParams): StayQuote {
  const nightly = ['10', '11', '12', '13', '14', '15', '16'].map((d) => ({
    date: `2027-07-${d}`,
    price: 6000,
    currency: 'TL',
    priceTl: 6000,
  }));
  return {
    villaId: villa.id,
    checkIn: p.checkin,
    checkOut: p.checkout,
    guests: p.guests,
    adults: p.adults ?? p.guests,
    children: p.children ?? 0,
    infants: p.infants ?? 0,
    nights: nightly.length,
    nightly,
    accommodationTl: 42000,
    cleaningFeeTl: 1500,
    extraFeesTl: 2000,
    totalTl: 45500,
    prepaymentRate: 30,
    prepaymentTl: 13650,
    balanceTl: 31850,
    depositTl: 5000,
    minStay: 5,
  };
}

const QUOTE_PATH = '/v1/villas/villa-mavi-kas/quote';

function refusal(status: number, message: string) {
  return { isAxiosError: true, response: { status, data: { content: { message } } } };
}

type QuoteParams = {
  checkin: string;
  checkout: string;
  guests: number;
  adults?: number;
  children?: number;
  infants?: number;
};

const AVAILABILITY_PATH = '/v1/villas/villa-mavi-kas/availability';

type Answer = (config: AxiosRequestConfig) => Promise<unknown> | undefined;
let postAnswer: Answer = () => undefined;
let quoteAnswer: (p: QuoteParams) => Promise<unknown> = (p) => Promise.resolve(quoteFor(p));

/**
 * The one axios instance: the quote (quoteAnswer), the calendar (one booking 20 → 23 July) and
 * POST /v1/reservations (postAnswer); anything else fails the test visibly.
 */
async function mockApi() {
  return vi.spyOn(await axiosInstance(), 'request').mockImplementation(((config: AxiosRequestConfig) => {
    if (config.method === 'GET' && config.url === QUOTE_PATH && config.params) {
      return quoteAnswer(config.params as QuoteParams).then((content) => ({ data: { content } }));
    }
    if (config.method === 'GET' && config.url === AVAILABILITY_PATH) {
      return Promise.resolve({
        data: {
          content: { from: TODAY, to: '2028-07-01', blocked: [{ start: '2027-07-20', end: '2027-07-23' }] },
        },
      });
    }
    if (config.method === 'POST' && config.url === '/v1/reservations') {
      const answer = postAnswer(config);
      if (answer) return answer;
    }
    return Promise.reject(new Error(`unexpected ${config.method} ${config.url}`));
  }) as never);
}

/** The quote calls made so far, as their query params. */
function quoteCalls(spy: Awaited<ReturnType<typeof mockApi>>): QuoteParams[] {
  return spy.mock.calls
    .map(([config]) => config as AxiosRequestConfig)
    .filter((c) => c.url === QUOTE_PATH)
    .map((c) => c.params as QuoteParams);
}

/** The reservation requests sent so far, as their bodies. */
function posts(spy: Awaited<ReturnType<typeof mockApi>>): unknown[] {
  return spy.mock.calls
    .map(([config]) => config as AxiosRequestConfig)
    .filter((c) => c.method === 'POST')
    .map((c) => c.data);
}

async function mockQuote(answer?: (p: QuoteParams) => Promise<unknown>) {
  if (answer) quoteAnswer = answer;
  return mockApi();
}

async function mockPost(answer: () => Promise<unknown>) {
  postAnswer = () => answer().then((content) => ({ data: { content } }));
  return mockApi();
}

const HOME: HomeContent = {
  footerData: [],
  settings: [],
  exchange: [{ key: 'euro_exchange_rate', value: '35' }],
};

interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

function LocationProbe() {
  const { search } = useLocation();
  return <span data-testid="location">{search}</span>;
}

/** The query string of the current URL as an object. */
function query(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(screen.getByTestId('location').textContent ?? ''));
}

/** The villa page keeps the stay in the URL; here a state stands in for the dates. */
function Harness({
  initial,
  overlapsBooking,
  onChange,
}: {
  initial: Stay;
  overlapsBooking: boolean;
  onChange: (next: Partial<Stay>) => void;
}) {
  const [stay, setStay] = useState(initial);
  return (
    <BookingSection
      villa={villa}
      checkIn={stay.checkIn}
      checkOut={stay.checkOut}
      guests={stay.guests}
      today={TODAY}
      overlapsBooking={overlapsBooking}
      onChange={(next) => {
        onChange(next);
        setStay((s) => ({ ...s, ...next }));
      }}
    />
  );
}

function renderBooking(initial: Partial<Stay> = {}, overlapsBooking = false, url = '/villa/villa-mavi-kas') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['public', 'home'], HOME);
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[url]}>
          <Harness
            initial={{ checkIn: '', checkOut: '', guests: 2, ...initial }}
            overlapsBooking={overlapsBooking}
            onChange={onChange}
          />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { onChange, client };
}

/** The quote as [label, amount] rows. */
function quoteRows(): Array<[string, string]> {
  const dl = screen.getByTestId('quote');
  const rows: Array<[string, string]> = [];
  for (const dt of dl.querySelectorAll('dt')) {
    rows.push([dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
  }
  return rows;
}

async function fillRequest(values: { name: string; phone: string; email: string; note?: string }) {
  const user = userEvent.setup();
  // The form is its own chunk, fetched once dates are chosen.
  await user.type(await screen.findByLabelText('Ad soyad'), values.name);
  await user.type(screen.getByLabelText('Telefon'), values.phone);
  await user.type(screen.getByLabelText('E-posta'), values.email);
  if (values.note) await user.type(screen.getByLabelText('Notunuz (isteğe bağlı)'), values.note);
  await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
}

const STAY = { checkIn: '2027-07-10', checkOut: '2027-07-17', guests: 4 };
const RESULT = {
  code: 'LV7K2M9Q',
  status: 'new',
  totalTl: 45500,
  prepaymentTl: 13650,
  existing: false,
  message: 'Ekibimiz müsaitliği kontrol edip sizinle iletişime geçecek.',
};

beforeEach(() => {
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
  quoteAnswer = (p) => Promise.resolve(quoteFor(p));
  postAnswer = () => undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BookingSection', () => {
  it('asks for dates first and quotes the stay once typed dates and guests are chosen', async () => {
    const spy = await mockQuote();
    const { onChange } = renderBooking();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Rezervasyon' })).toBeInTheDocument();
    expect(screen.getByText('₺4.500')).toBeInTheDocument();
    expect(screen.getByText('Fiyatı görmek için giriş ve çıkış tarihlerini seçin.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();

    // Dates typed the Turkish way into the picker's fields.
    await user.type(screen.getByLabelText('Giriş tarihi'), '10.07.2027{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2027-07-10', checkOut: '' });
    expect(screen.getByText('Fiyatı görmek için giriş ve çıkış tarihlerini seçin.')).toBeInTheDocument();
    expect(quoteCalls(spy)).toEqual([]);

    await user.type(screen.getByLabelText('Çıkış tarihi'), '17.07.2027{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2027-07-10', checkOut: '2027-07-17' });

    // Guests by age: two adults to start with, then one child and one infant.
    await user.click(screen.getByRole('button', { name: /Misafirler/ }));
    await user.click(screen.getByRole('button', { name: 'Çocuk artır' }));
    await user.click(screen.getByRole('button', { name: 'Bebek artır' }));
    expect(query()).toMatchObject({ adults: '2', children: '1', infants: '1', guests: '4' });
    expect(screen.getByRole('button', { name: /Misafirler/ })).toHaveTextContent(
      '2 yetişkin, 1 çocuk, 1 bebek',
    );

    await waitFor(() => expect(screen.getByText('7 gece')).toBeInTheDocument());
    expect(quoteCalls(spy).at(-1)).toEqual({
      checkin: '2027-07-10',
      checkout: '2027-07-17',
      guests: 4,
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(quoteRows()).toEqual([
      ['10 Tem – 17 Tem 2027', '7 gece'],
      ['Konaklama', '₺42.000'],
      ['Temizlik ücreti', '₺1.500'],
      ['Ek ücretler', '₺2.000'],
      ['Toplam', '₺45.500'],
      ['Ön ödeme (%30)', '₺13.650'],
      ['Girişte ödenecek', '₺31.850'],
      ['Hasar depozitosu (iade edilir)', '₺5.000'],
    ]);
    expect(await screen.findByRole('form', { name: 'Rezervasyon talebi' })).toBeInTheDocument();
    expect(posts(spy)).toEqual([]);
  });

  it("refuses a typed stay over a booked night, and takes the booking's first day as the check-out", async () => {
    await mockQuote();
    const { onChange } = renderBooking({ checkIn: '2027-07-17' });
    const user = userEvent.setup();
    // The villa is booked 20 → 23 July: the nights of 20, 21 and 22 July.
    await waitFor(() => expect(screen.getByLabelText('Çıkış tarihi')).toBeEnabled());
    await user.type(screen.getByLabelText('Çıkış tarihi'), '22.07.2027{Enter}');
    expect(await screen.findByText('Seçilen tarihler arasında dolu geceler var.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Çıkış tarihi'));
    await user.type(screen.getByLabelText('Çıkış tarihi'), '20.07.2027{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2027-07-17', checkOut: '2027-07-20' });
  });

  it("reads an old link's guests as adults and keeps the party within the villa's capacity", async () => {
    await mockQuote();
    renderBooking({ guests: 6 }, false, '/villa/villa-mavi-kas?guests=6');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Misafirler/ }));
    expect(screen.getByTestId('guests-adults')).toHaveTextContent('6');
    // Capacity 6: no seventh adult or child; infants are free of the capacity.
    expect(screen.getByRole('button', { name: 'Yetişkin artır' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Çocuk artır' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bebek artır' })).toBeEnabled();
    expect(screen.getByText(/bebekler kapasiteye dahil değildir/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yetişkin azalt' }));
    expect(query()).toMatchObject({ adults: '5', guests: '5' });
  });

  it('shows the minimum stay of the check-in day while the check-out is open', async () => {
    await mockQuote();
    renderBooking({ checkIn: '2027-07-10' });
    // No price periods on this villa: one night.
    expect(screen.getByTestId('min-stay-hint')).toHaveTextContent(
      '10 Temmuz girişli konaklamalarda en az 1 gece kalınır.',
    );
  });

  it('leaves out fees the quote does not have', async () => {
    await mockQuote((p) =>
      Promise.resolve({ ...quoteFor(p), cleaningFeeTl: 0, extraFeesTl: 0, depositTl: 0 }),
    );
    renderBooking(STAY);
    await screen.findByTestId('quote');
    const labels = quoteRows().map(([label]) => label);
    expect(labels).not.toContain('Temizlik ücreti');
    expect(labels).not.toContain('Ek ücretler');
    expect(labels).not.toContain('Hasar depozitosu (iade edilir)');
    expect(labels).toContain('Ön ödeme (%30)');
  });

  it('shows the amounts in the currency the visitor chose', async () => {
    useCurrency.setState({ currency: 'EURO' });
    await mockQuote();
    renderBooking(STAY);
    await screen.findByTestId('quote');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('€1.300');
  });

  it('refuses a check-in in the past without asking for a price', async () => {
    const spy = await mockQuote();
    renderBooking({ checkIn: '2027-05-20', checkOut: '2027-05-25' });
    expect(screen.getByRole('alert')).toHaveTextContent('Giriş tarihi geçmiş bir tarih olamaz.');
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
    expect(quoteCalls(spy)).toEqual([]);
  });

  it('refuses a check-out that is not after the check-in', async () => {
    const spy = await mockQuote();
    renderBooking({ checkIn: '2027-07-10', checkOut: '2027-07-10' });
    expect(screen.getByRole('alert')).toHaveTextContent('Çıkış tarihi giriş tarihinden sonra olmalı.');
    expect(quoteCalls(spy)).toEqual([]);
  });

  it('says the villa is taken when the dates overlap a booking', async () => {
    const spy = await mockQuote();
    renderBooking(STAY, true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seçtiğiniz tarihlerde villa dolu. Takvimden müsait günleri seçin.',
    );
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
    expect(quoteCalls(spy)).toEqual([]);
  });

  it("shows the server's reason when it will not quote the stay (minimum stay)", async () => {
    await mockQuote(() => Promise.reject(refusal(400, 'Bu tarihlerde en az 5 gece konaklama gerekir.')));
    renderBooking({ checkIn: '2027-07-10', checkOut: '2027-07-12', guests: 2 });
    expect(await screen.findByTestId('quote-error')).toHaveTextContent(
      'Bu tarihlerde en az 5 gece konaklama gerekir.',
    );
    expect(screen.queryByTestId('quote')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
  });

  it('asks for every missing field in Turkish and sends nothing', async () => {
    const spy = await mockQuote();
    renderBooking(STAY);
    await screen.findByTestId('quote');
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(await screen.findByText('Adınızı ve soyadınızı yazın.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir telefon numarası girin.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(
      screen.getByText('Devam etmek için KVKK aydınlatma metnini onaylamanız gerekiyor.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ad soyad')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(spy)).toEqual([]);
  });

  it('refuses an invalid phone and e-mail, and a missing consent', async () => {
    const spy = await mockQuote();
    renderBooking(STAY);
    await screen.findByTestId('quote');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ad soyad'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('Telefon'), '0532');
    await user.type(screen.getByLabelText('E-posta'), 'ayse@ornek');
    await user.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(await screen.findByText('Geçerli bir telefon numarası girin.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(
      screen.getByText('Devam etmek için KVKK aydınlatma metnini onaylamanız gerekiyor.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Adınızı ve soyadınızı yazın.')).not.toBeInTheDocument();
    expect(posts(spy)).toEqual([]);
  });

  it('links the consent to the KVKK notice', async () => {
    await mockQuote();
    renderBooking(STAY);
    await screen.findByTestId('quote');
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/website/kvkk',
    );
  });

  it('sends the request with the guests by age and shows the reservation code', async () => {
    const spy = await mockPost(() => Promise.resolve(RESULT));
    renderBooking(STAY, false, '/villa/villa-mavi-kas?adults=3&children=1&guests=4');
    await screen.findByTestId('quote');
    await fillRequest({
      name: '  Ayşe Yılmaz ',
      phone: '+90 532 123 45 67',
      email: 'ayse@ornek.com',
      note: 'Geç saatte varacağız.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(await screen.findByTestId('reservation-code')).toHaveTextContent('LV7K2M9Q');
    expect(posts(spy)).toEqual([
      {
        villaId: 42,
        checkIn: '2027-07-10',
        checkOut: '2027-07-17',
        guests: 4,
        adults: 3,
        children: 1,
        infants: 0,
        name: 'Ayşe Yılmaz',
        phone: '+90 532 123 45 67',
        email: 'ayse@ornek.com',
        note: 'Geç saatte varacağız.',
        kvkk: true,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Rezervasyon talebiniz alındı' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ekibimiz müsaitliği kontrol edip sizinle iletişime geçecek.',
    );
    expect(screen.getByRole('link', { name: 'Rezervasyonlarım' })).toHaveAttribute('href', '/enquire');
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
  });

  it('says so when the same request was already received, with the code of the first one', async () => {
    const message =
      'Bu villa ve tarihler için talebiniz bize daha önce ulaştı; yeni bir talep oluşturulmadı. Rezervasyon kodunuz: LV7K2M9Q. Ekibimiz en kısa sürede sizinle iletişime geçecek.';
    const spy = await mockPost(() => Promise.resolve({ ...RESULT, existing: true, message }));
    renderBooking(STAY);
    await screen.findByTestId('quote');
    await fillRequest({ name: 'Ayşe Yılmaz', phone: '05321234567', email: 'AYSE@ornek.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(
      await screen.findByRole('heading', { name: 'Bu talebiniz daha önce alınmış' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('reservation-code')).toHaveTextContent('LV7K2M9Q');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('İlk talebinizin rezervasyon kodu');
    expect(status).toHaveTextContent(message);
    expect(screen.queryByText('Rezervasyon talebiniz alındı')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rezervasyonlarım' })).toHaveAttribute('href', '/enquire');
    expect(posts(spy)).toHaveLength(1);
  });

  it.each([
    [409, 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.'],
    [400, 'Bu villa en fazla 6 kişiliktir.'],
    [400, 'Bu tarihlerde en az 5 gece konaklama gerekir.'],
  ])("shows the server's refusal (%i) and reports nothing as sent", async (status, message) => {
    const spy = await mockPost(() => Promise.reject(refusal(status, message)));
    renderBooking(STAY);
    await screen.findByTestId('quote');
    await fillRequest({ name: 'Ayşe Yılmaz', phone: '05321234567', email: 'ayse@ornek.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(await screen.findByTestId('request-error')).toHaveTextContent(message);
    expect(posts(spy)).toEqual([
      expect.objectContaining({ villaId: 42, checkIn: '2027-07-10', checkOut: '2027-07-17', guests: 4 }),
    ]);
    expect(screen.queryByTestId('reservation-code')).not.toBeInTheDocument();
    expect(screen.queryByText('Rezervasyon talebiniz alındı')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The visitor keeps what was typed and can try again.
    expect(screen.getByLabelText('Ad soyad')).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' })).toBeEnabled();
  });
});
