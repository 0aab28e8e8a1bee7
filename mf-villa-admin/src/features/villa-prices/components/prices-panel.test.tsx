import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { PricesPanel } from './prices-panel';

const villa = {
  id: 7,
  prices: [
    {
      id: 3,
      villa_id: 7,
      start_date: '2031-07-01',
      end_date: '2031-07-31',
      nightly_price: 5000,
      currency: 'TL',
      min_stay: 3,
    },
  ],
} as unknown as VillaDetail;

function wrap(children: ReactNode, toast = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PricesPanel', () => {
  it('lists the periods with nights and price', () => {
    render(wrap(<PricesPanel villa={villa} />));
    const row = screen.getByTestId('price-row');
    expect(row).toHaveTextContent('01.07.2031 – 31.07.2031');
    expect(row).toHaveTextContent('31');
    expect(row).toHaveTextContent('₺5.000');
  });

  it('validates before sending: end before start is refused in the form, nothing is posted', async () => {
    const post = vi.spyOn(await axiosInstance(), 'request');
    render(wrap(<PricesPanel villa={villa} />));
    await userEvent.click(screen.getByRole('button', { name: /Fiyat Dönemi Ekle/ }));
    await userEvent.type(screen.getByLabelText('Başlangıç (ilk gece)'), '2031-08-10');
    await userEvent.type(screen.getByLabelText('Bitiş (son gece)'), '2031-08-01');
    await userEvent.type(screen.getByLabelText('Gecelik fiyat'), '4500');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s message when it refuses an overlapping period', async () => {
    const toast = vi.fn();
    const err = Object.assign(new Error('409'), {
      isAxiosError: true,
      response: {
        status: 409,
        data: { content: { message: 'Bu tarihlerle çakışan bir fiyat dönemi var.' } },
      },
    });
    const { AxiosError } = await import('axios');
    Object.setPrototypeOf(err, AxiosError.prototype);
    vi.spyOn(await axiosInstance(), 'request').mockRejectedValueOnce(err);
    render(wrap(<PricesPanel villa={villa} />, toast));
    await userEvent.click(screen.getByRole('button', { name: /Fiyat Dönemi Ekle/ }));
    await userEvent.type(screen.getByLabelText('Başlangıç (ilk gece)'), '2031-07-20');
    await userEvent.type(screen.getByLabelText('Bitiş (son gece)'), '2031-08-05');
    await userEvent.type(screen.getByLabelText('Gecelik fiyat'), '4500');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', 'Bu tarihlerle çakışan bir fiyat dönemi var.'),
    );
  });

  it('asks for confirmation before deleting', async () => {
    const del = vi
      .spyOn(await axiosInstance(), 'request')
      .mockResolvedValue({ data: { content: { message: 'Fiyat dönemi silindi.' } } });
    render(wrap(<PricesPanel villa={villa} />));
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(del).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Fiyat dönemini sil' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await vi.waitFor(() =>
      expect(del).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'DELETE', url: '/v1/admin/villas/price/3' }),
      ),
    );
  });
});
