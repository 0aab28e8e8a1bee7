import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { adminWrap } from '@villa/shared/ui/admin-wrap.test-support';
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PricesPanel', { timeout: 60_000 }, () => {
  it('lists the periods with nights and price', () => {
    render(adminWrap(<PricesPanel villa={villa} />));
    const row = screen.getByTestId('price-row');
    expect(row).toHaveTextContent('01.07.2031 – 31.07.2031');
    expect(row).toHaveTextContent('31');
    expect(row).toHaveTextContent('₺5.000');
  });

  it('validates before sending: empty dates and an end before the start are refused in Turkish, nothing is posted', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(await axiosInstance(), 'request');
    render(adminWrap(<PricesPanel villa={villa} />));
    await user.click(screen.getByRole('button', { name: /Fiyat Dönemi Ekle/ }));
    await user.type(screen.getByLabelText('Gecelik fiyat'), '4500');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Başlangıç tarihi YYYY-AA-GG biçiminde olmalı.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Başlangıç (ilk gece)'), '10.08.2031{Enter}');
    await user.type(screen.getByLabelText('Bitiş (son gecenin ertesi)'), '01.08.2031{Enter}');
    expect(await screen.findByText('Çıkış tarihi girişten sonra olmalı.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('edits a period as a stay: the last night shows as the morning after and is saved back as the last night', async () => {
    const user = userEvent.setup();
    const put = vi
      .spyOn(await axiosInstance(), 'request')
      .mockResolvedValue({ data: { content: villa.prices[0] } });
    render(adminWrap(<PricesPanel villa={villa} />));
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    expect(screen.getByLabelText('Başlangıç (ilk gece)')).toHaveValue('01.07.2031');
    expect(screen.getByLabelText('Bitiş (son gecenin ertesi)')).toHaveValue('01.08.2031');
    expect(screen.getByTestId('period-nights')).toHaveTextContent('Son gece 31.07.2031 (dahil) · 31 gece');
    const to = screen.getByLabelText('Bitiş (son gecenin ertesi)');
    await user.clear(to);
    await user.type(to, '16.07.2031{Enter}');
    expect(screen.getByTestId('period-nights')).toHaveTextContent('Son gece 15.07.2031 (dahil) · 15 gece');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'PUT',
          url: '/v1/admin/villas/price/3',
          data: expect.objectContaining({ start_date: '2031-07-01', end_date: '2031-07-15' }),
        }),
      ),
    );
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
    render(adminWrap(<PricesPanel villa={villa} />, { toast }));
    await userEvent.click(screen.getByRole('button', { name: /Fiyat Dönemi Ekle/ }));
    await userEvent.type(screen.getByLabelText('Başlangıç (ilk gece)'), '20.07.2031{Enter}');
    await userEvent.type(screen.getByLabelText('Bitiş (son gecenin ertesi)'), '06.08.2031{Enter}');
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
    render(adminWrap(<PricesPanel villa={villa} />));
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
