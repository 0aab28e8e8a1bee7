import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockHttp } from '../../../lib/test-http';
import { OfferForm } from './offer-form';
import { wrap } from '../../../lib/render.test-support';

const villas = [
  { id: 1, name: 'Villa Akasya', slug: 'villa-akasya', active: true },
  { id: 2, name: 'Villa Alya', slug: 'villa-alya', active: true },
  { id: 3, name: 'Villa Kapalı', slug: 'villa-kapali', active: false },
];

afterEach(() => vi.restoreAllMocks());

describe('OfferForm', { timeout: 60_000 }, () => {
  it('validates before sending: no villa, no customer and a validity after check-in are refused', async () => {
    const calls = await mockHttp(({ method }) => ({ content: method === 'GET' ? villas : [] }));
    render(wrap(<OfferForm onCreated={vi.fn()} />));
    await screen.findByLabelText('Müşteri adı soyadı');
    await userEvent.type(screen.getByLabelText('Giriş tarihi'), '10.07.2031{Enter}');
    await userEvent.type(screen.getByLabelText('Çıkış tarihi'), '14.07.2031{Enter}');
    const validity = screen.getByLabelText('Teklif geçerlilik tarihi');
    await userEvent.clear(validity);
    await userEvent.type(validity, '12.07.2031{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Teklifi oluştur' }));
    expect(await screen.findByText('Müşteri adı gerekli.')).toBeInTheDocument();
    expect(screen.getByText('En az bir villa seçin.')).toBeInTheDocument();
    expect(screen.getByText('Geçerlilik tarihi giriş tarihinden sonra olamaz.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/v1/admin/offers')).toEqual([]);
  });

  it('searches published villas, shows each total or the reason, and sends the offer', async () => {
    const calls = await mockHttp(({ method, url }) => {
      if (method === 'GET') return { content: villas };
      if (url === '/v1/admin/offers/preview') {
        return {
          content: [
            { villaId: 1, name: 'Villa Akasya', totalAmount: 33500, nights: 4, reason: null },
            { villaId: 2, name: 'Villa Alya', totalAmount: null, nights: 4, reason: 'Bu tarihlerde dolu.' },
          ],
        };
      }
      return { content: { offer: { id: 1, token: 't', villas: [] }, skipped: [] } };
    });
    const onCreated = vi.fn();
    render(wrap(<OfferForm onCreated={onCreated} />));
    await userEvent.type(await screen.findByLabelText('Müşteri adı soyadı'), 'Selin Arslan');
    await userEvent.type(screen.getByLabelText('Giriş tarihi'), '10.07.2031{Enter}');
    await userEvent.type(screen.getByLabelText('Çıkış tarihi'), '14.07.2031{Enter}');
    const validity = screen.getByLabelText('Teklif geçerlilik tarihi');
    await userEvent.clear(validity);
    await userEvent.type(validity, '01.07.2031{Enter}');
    await userEvent.type(screen.getByLabelText('Villa ara'), 'vılla');
    const results = screen.getByRole('list', { name: 'Arama sonuçları' });
    expect(within(results).queryByText('Villa Kapalı')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Villa Akasya ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Villa Alya ekle' }));
    const picked = screen.getByRole('list', { name: 'Seçilen villalar' });
    expect(await within(picked).findByText('₺33.500,00')).toBeInTheDocument();
    expect(within(picked).getByText('Bu tarihlerde dolu.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Teklifi oluştur' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/v1/admin/offers',
      data: expect.objectContaining({
        customerName: 'Selin Arslan',
        checkIn: '2031-07-10',
        checkOut: '2031-07-14',
        guests: 2,
        villaIds: [1, 2],
        validUntil: '2031-07-01',
      }),
    });
  });
});
