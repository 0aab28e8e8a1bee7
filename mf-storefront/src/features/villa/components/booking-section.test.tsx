import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@villa/shared/api/client';
import type { StayQuote } from '@villa/shared/contracts/reservations';
import type { HomeContent } from '@villa/shared/contracts/site';
import type { VillaDetail } from '@villa/shared/contracts/storefront';
import { useCurrency } from '@villa/shared/stores/currency';
import { lightTheme } from '@villa/shared/ui/tokens';
import { BookingSection } from './booking-section';

const TODAY = '2027-06-01';

const villa: VillaDetail = {
  id: 42,
  slug: 'villa-mavi-kas',
  name: 'Villa Mavi',
  thumbnail: '/img/mavi-480.webp',
  photo: null,
  townName: 'Kaş',
  townSlug: 'kas',
  districtName: 'Kalkan',
  typeName: 'Muhafazakar',
  capacity: 6,
  bedrooms: 3,
  bathrooms: 2,
  priceFromTl: 4500,
  stayTotalTl: null,
  nights: null,
  rating: null,
  commentCount: 0,
  isPopular: false,
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
  photos: [],
  features: [],
  prices: [],
  comments: [],
};

/** The quote the server gives for 10 → 17 July: the nights are 10…16 July (not the check-out day). */
function quoteFor(p: { checkin: string; checkout: string; guests: number }): StayQuote {
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

type QuoteParams = { checkin: string; checkout: string; guests: number };

/** GET: only the quote is expected; anything else fails the test visibly. */
function mockQuote(answer: (p: QuoteParams) => Promise<unknown> = (p) => Promise.resolve(quoteFor(p))) {
  return vi.spyOn(api, 'get').mockImplementation(((url: string, config?: { params?: QuoteParams }) => {
    if (url !== QUOTE_PATH || !config?.params) return Promise.reject(new Error(`unexpected GET ${url}`));
    return answer(config.params).then((content) => ({ data: { content } }));
  }) as typeof api.get);
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

/** The villa page keeps the stay in the URL; here a state stands in for it. */
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

function renderBooking(initial: Partial<Stay> = {}, overlapsBooking = false) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['public', 'home'], HOME);
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/villa/villa-mavi-kas']}>
          <Harness
            initial={{ checkIn: '', checkOut: '', guests: 2, ...initial }}
            overlapsBooking={overlapsBooking}
            onChange={onChange}
          />
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
  await user.type(screen.getByLabelText('Ad soyad'), values.name);
  await user.type(screen.getByLabelText('Telefon'), values.phone);
  await user.type(screen.getByLabelText('E-posta'), values.email);
  if (values.note) await user.type(screen.getByLabelText('Notunuz (isteğe bağlı)'), values.note);
  await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
}

const STAY = { checkIn: '2027-07-10', checkOut: '2027-07-17', guests: 4 };

beforeEach(() => {
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BookingSection', () => {
  it('asks for dates first and quotes the stay once dates and guests are chosen', async () => {
    const get = mockQuote();
    const post = vi.spyOn(api, 'post');
    const { onChange } = renderBooking();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Rezervasyon' })).toBeInTheDocument();
    expect(screen.getByText('₺4.500')).toBeInTheDocument();
    expect(screen.getByText('Fiyatı görmek için giriş ve çıkış tarihlerini seçin.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
    // The guest list stops at the villa's capacity.
    const guests = screen.getByLabelText('Misafir sayısı');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 kişi', '2 kişi', '3 kişi', '4 kişi', '5 kişi', '6 kişi']);

    await user.type(screen.getByLabelText('Giriş tarihi'), '2027-07-10');
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2027-07-10' });
    expect(screen.getByText('Fiyatı görmek için giriş ve çıkış tarihlerini seçin.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Çıkış tarihi'), '2027-07-17');
    expect(onChange).toHaveBeenLastCalledWith({ checkOut: '2027-07-17' });
    await user.selectOptions(guests, '4');
    expect(onChange).toHaveBeenLastCalledWith({ guests: 4 });

    await screen.findByTestId('quote');
    await waitFor(() => expect(screen.getByText('7 gece')).toBeInTheDocument());
    expect(get).toHaveBeenLastCalledWith(QUOTE_PATH, {
      params: { checkin: '2027-07-10', checkout: '2027-07-17', guests: 4 },
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
    expect(screen.getByRole('form', { name: 'Rezervasyon talebi' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('leaves out fees the quote does not have', async () => {
    mockQuote((p) => Promise.resolve({ ...quoteFor(p), cleaningFeeTl: 0, extraFeesTl: 0, depositTl: 0 }));
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
    mockQuote();
    renderBooking(STAY);
    await screen.findByTestId('quote');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('€1.300');
  });

  it('refuses a check-in in the past without asking for a price', async () => {
    const get = mockQuote();
    renderBooking({ checkIn: '2027-05-20', checkOut: '2027-05-25' });
    expect(screen.getByRole('alert')).toHaveTextContent('Giriş tarihi geçmiş bir tarih olamaz.');
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses a check-out that is not after the check-in', async () => {
    const get = mockQuote();
    renderBooking({ checkIn: '2027-07-10', checkOut: '2027-07-10' });
    expect(screen.getByRole('alert')).toHaveTextContent('Çıkış tarihi giriş tarihinden sonra olmalı.');
    expect(get).not.toHaveBeenCalled();
  });

  it('says the villa is taken when the dates overlap a booking', async () => {
    const get = mockQuote();
    renderBooking(STAY, true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seçtiğiniz tarihlerde villa dolu. Takvimden müsait günleri seçin.',
    );
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it will not quote the stay (minimum stay)", async () => {
    mockQuote(() => Promise.reject(refusal(400, 'Bu tarihlerde en az 5 gece konaklama gerekir.')));
    renderBooking({ checkIn: '2027-07-10', checkOut: '2027-07-12', guests: 2 });
    expect(await screen.findByTestId('quote-error')).toHaveTextContent(
      'Bu tarihlerde en az 5 gece konaklama gerekir.',
    );
    expect(screen.queryByTestId('quote')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
  });

  it('asks for every missing field in Turkish and sends nothing', async () => {
    mockQuote();
    const post = vi.spyOn(api, 'post');
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
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses an invalid phone and e-mail, and a missing consent', async () => {
    mockQuote();
    const post = vi.spyOn(api, 'post');
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
    expect(post).not.toHaveBeenCalled();
  });

  it('links the consent to the KVKK notice', async () => {
    mockQuote();
    renderBooking(STAY);
    await screen.findByTestId('quote');
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/website/kvkk',
    );
  });

  it('sends the request and shows the reservation code', async () => {
    mockQuote();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        content: {
          code: 'LV7K2M9Q',
          status: 'new',
          totalTl: 45500,
          prepaymentTl: 13650,
          existing: false,
          message: 'Ekibimiz müsaitliği kontrol edip sizinle iletişime geçecek.',
        },
      },
    });
    renderBooking(STAY);
    await screen.findByTestId('quote');
    await fillRequest({
      name: '  Ayşe Yılmaz ',
      phone: '+90 532 123 45 67',
      email: 'ayse@ornek.com',
      note: 'Geç saatte varacağız.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(await screen.findByTestId('reservation-code')).toHaveTextContent('LV7K2M9Q');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/v1/reservations', {
      villaId: 42,
      checkIn: '2027-07-10',
      checkOut: '2027-07-17',
      guests: 4,
      name: 'Ayşe Yılmaz',
      phone: '+90 532 123 45 67',
      email: 'ayse@ornek.com',
      note: 'Geç saatte varacağız.',
      kvkk: true,
    });
    expect(screen.getByRole('heading', { name: 'Rezervasyon talebiniz alındı' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ekibimiz müsaitliği kontrol edip sizinle iletişime geçecek.',
    );
    expect(screen.getByRole('link', { name: 'Rezervasyonlarım' })).toHaveAttribute('href', '/enquire');
    expect(screen.queryByRole('form', { name: 'Rezervasyon talebi' })).not.toBeInTheDocument();
  });

  it('says so when the same request was already received, with the code of the first one', async () => {
    mockQuote();
    const message =
      'Bu villa ve tarihler için talebiniz bize daha önce ulaştı; yeni bir talep oluşturulmadı. Rezervasyon kodunuz: LV7K2M9Q. Ekibimiz en kısa sürede sizinle iletişime geçecek.';
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        content: {
          code: 'LV7K2M9Q',
          status: 'new',
          totalTl: 45500,
          prepaymentTl: 13650,
          existing: true,
          message,
        },
      },
    });
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
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    [409, 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.'],
    [400, 'Bu villa en fazla 6 kişiliktir.'],
    [400, 'Bu tarihlerde en az 5 gece konaklama gerekir.'],
  ])("shows the server's refusal (%i) and reports nothing as sent", async (status, message) => {
    mockQuote();
    const post = vi.spyOn(api, 'post').mockRejectedValue(refusal(status, message));
    renderBooking(STAY);
    await screen.findByTestId('quote');
    await fillRequest({ name: 'Ayşe Yılmaz', phone: '05321234567', email: 'ayse@ornek.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }));

    expect(await screen.findByTestId('request-error')).toHaveTextContent(message);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/v1/reservations',
      expect.objectContaining({ villaId: 42, checkIn: '2027-07-10', checkOut: '2027-07-17', guests: 4 }),
    );
    expect(screen.queryByTestId('reservation-code')).not.toBeInTheDocument();
    expect(screen.queryByText('Rezervasyon talebiniz alındı')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The visitor keeps what was typed and can try again.
    expect(screen.getByLabelText('Ad soyad')).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByRole('button', { name: 'Rezervasyon Talebi Gönder' })).toBeEnabled();
  });
});
