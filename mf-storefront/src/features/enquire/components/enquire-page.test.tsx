import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { EnquireResult } from '@villa/shared/contracts/public-reservations';
import { useCurrency } from '@villa/shared/stores/currency';
import { lightTheme } from '@villa/shared/ui/tokens';
import { EnquirePage } from './enquire-page';

const RESULT: EnquireResult = {
  code: 'LV7K2M9Q',
  status: 'awaiting_prepayment',
  statusLabel: 'Ön ödeme bekleniyor',
  villa: { name: 'Villa Mavi', slug: 'villa-mavi-kas', thumbnail: '/img/mavi-480.webp' },
  customerName: 'Ayşe Yılmaz',
  checkIn: '2027-07-10',
  checkOut: '2027-07-17',
  nights: 7,
  guests: 4,
  totalTl: 45500,
  prepaymentTl: 13650,
  paidTl: 0,
  balanceTl: 45500,
  depositTl: 5000,
  createdAt: '2027-05-20T08:30:00.000Z',
  instructions: [
    'Ön ödemeyi 3 gün içinde aşağıdaki hesaplardan birine gönderin.',
    'Açıklamaya rezervasyon kodunuzu yazın.',
  ],
  banks: [
    { bankName: 'Garanti BBVA', accountHolder: 'Likya Turizm Ltd.', iban: 'TR120006200000000123456789' },
  ],
};

const NOT_FOUND = 'Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.';

function notFound() {
  return { isAxiosError: true, response: { status: 404, data: { content: { message: NOT_FOUND } } } };
}

function renderEnquire(url = '/enquire') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['public', 'home'], { footerData: [], exchange: [], settings: [] });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[url]}>
          <EnquirePage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** The look-up as the one axios instance receives it. */
const enquireCall = (params: { code: string; email: string }) =>
  expect.objectContaining({ method: 'GET', url: '/v1/enquire', params });

/** The result's details as [label, value] rows. */
function detailRows(): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  for (const dt of screen.getByTestId('enquire-result').querySelectorAll('dt')) {
    rows.push([dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
  }
  return rows;
}

async function lookUp(code: string, email: string) {
  const user = userEvent.setup();
  const codeInput = screen.getByLabelText('Rezervasyon kodu');
  const emailInput = screen.getByLabelText('E-posta');
  await user.clear(codeInput);
  await user.type(codeInput, code);
  await user.clear(emailInput);
  await user.type(emailInput, email);
  await user.click(screen.getByRole('button', { name: 'Rezervasyonu Göster' }));
}

beforeEach(() => {
  localStorage.clear();
  useCurrency.setState({ currency: 'TL' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EnquirePage (Rezervasyonlarım)', () => {
  it('shows the reservation, its amounts and how to pay', async () => {
    const get = vi.spyOn(await axiosInstance(), 'request').mockResolvedValue({ data: { content: RESULT } });
    renderEnquire();
    expect(screen.getByRole('heading', { level: 1, name: 'Rezervasyonlarım' })).toBeInTheDocument();
    expect(document.title).toBe('Rezervasyonlarım | Likya Villa');
    expect(screen.getByRole('link', { name: 'bize ulaşın' })).toHaveAttribute('href', '/contact');

    await lookUp(' LV7K2M9Q ', ' ayse@ornek.com ');

    const result = await screen.findByTestId('enquire-result');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(enquireCall({ code: 'LV7K2M9Q', email: 'ayse@ornek.com' }));
    expect(within(result).getByRole('link', { name: 'Villa Mavi' })).toHaveAttribute(
      'href',
      '/villa/villa-mavi-kas',
    );
    expect(within(result).getByText('LV7K2M9Q')).toBeInTheDocument();
    expect(screen.getByTestId('enquire-status')).toHaveTextContent('Ön ödeme bekleniyor');
    expect(detailRows()).toEqual([
      ['Misafir', 'Ayşe Yılmaz'],
      ['Giriş', '10 Temmuz 2027 Cumartesi'],
      ['Çıkış', '17 Temmuz 2027 Cumartesi'],
      ['Konaklama', '7 gece · 4 kişi'],
      ['Toplam tutar', '₺45.500'],
      ['Ön ödeme', '₺13.650'],
      ['Ödenen', '₺0'],
      ['Kalan', '₺45.500'],
      ['Hasar depozitosu', '₺5.000 (girişte alınır, çıkışta iade edilir)'],
      ['Talep tarihi', '20 Mayıs 2027'],
    ]);
    expect(within(result).getByRole('heading', { name: 'Ödeme ve sonraki adımlar' })).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RESULT.instructions);
    expect(within(result).getByText('Garanti BBVA')).toBeInTheDocument();
    expect(within(result).getByText('Alıcı: Likya Turizm Ltd.')).toBeInTheDocument();
    expect(within(result).getByText('IBAN: TR12 0006 2000 0000 0123 4567 89')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves out the deposit and the banks when there are none', async () => {
    vi.spyOn(await axiosInstance(), 'request').mockResolvedValue({
      data: {
        content: {
          ...RESULT,
          status: 'confirmed',
          statusLabel: 'Onaylandı',
          paidTl: 45500,
          balanceTl: 0,
          depositTl: 0,
          banks: [],
          instructions: ['Girişte kimliğinizi yanınızda bulundurun.'],
        },
      },
    });
    renderEnquire();
    await lookUp('LV7K2M9Q', 'ayse@ornek.com');
    const result = await screen.findByTestId('enquire-result');
    expect(screen.getByTestId('enquire-status')).toHaveTextContent('Onaylandı');
    const labels = detailRows().map(([label]) => label);
    expect(labels).not.toContain('Hasar depozitosu');
    expect(detailRows()).toContainEqual(['Kalan', '₺0']);
    expect(within(result).queryByText(/IBAN/)).not.toBeInTheDocument();
    expect(within(result).getByText('Girişte kimliğinizi yanınızda bulundurun.')).toBeInTheDocument();
  });

  it('takes the code from the link in the e-mail', async () => {
    const get = vi.spyOn(await axiosInstance(), 'request').mockResolvedValue({ data: { content: RESULT } });
    renderEnquire('/enquire?code=LV7K2M9Q');
    expect(screen.getByLabelText('Rezervasyon kodu')).toHaveValue('LV7K2M9Q');
    await userEvent.type(screen.getByLabelText('E-posta'), 'ayse@ornek.com');
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyonu Göster' }));
    await screen.findByTestId('enquire-result');
    expect(get).toHaveBeenCalledWith(enquireCall({ code: 'LV7K2M9Q', email: 'ayse@ornek.com' }));
  });

  it('asks for the code and a valid e-mail before looking up', async () => {
    const get = vi.spyOn(await axiosInstance(), 'request');
    renderEnquire();
    await userEvent.click(screen.getByRole('button', { name: 'Rezervasyonu Göster' }));
    expect(await screen.findByText('Rezervasyon kodunu girin.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();

    await lookUp('LV7', 'ayse@ornek');
    expect(screen.getByText('Rezervasyon kodunu girin.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('enquire-result')).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown code", async () => {
    const get = vi.spyOn(await axiosInstance(), 'request').mockRejectedValue(notFound());
    renderEnquire();
    await lookUp('LVXXXXXX', 'ayse@ornek.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(get).toHaveBeenCalledWith(enquireCall({ code: 'LVXXXXXX', email: 'ayse@ornek.com' }));
    expect(screen.queryByTestId('enquire-result')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rezervasyonu Göster' })).toBeEnabled();
  });

  it('does not keep showing a previous reservation when the next look-up fails', async () => {
    const get = vi
      .spyOn(await axiosInstance(), 'request')
      .mockResolvedValueOnce({ data: { content: RESULT } })
      .mockRejectedValueOnce(notFound());
    renderEnquire();
    await lookUp('LV7K2M9Q', 'ayse@ornek.com');
    await screen.findByTestId('enquire-result');

    await lookUp('LVXXXXXX', 'ayse@ornek.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('enquire-result')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
