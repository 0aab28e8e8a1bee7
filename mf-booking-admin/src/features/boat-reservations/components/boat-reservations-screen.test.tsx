import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoatReservation } from '@villa/shared/contracts/boats';
import { mockHttp } from '../../../lib/test-http';
import { BoatReservationsScreen } from './boat-reservations-screen';
import { wrap } from '../../../lib/render.test-support';

const row: BoatReservation = {
  id: 2,
  reservation_id: 'TKJ8HE54C',
  status: 'new',
  boat_id: 2,
  boat_name: 'Gulet Likya Yıldızı',
  customer_name: 'Can Aksoy',
  customer_email: 'can@example.com',
  customer_phone: '+90 532 111 22 33',
  started_at: '2031-06-10',
  finished_at: '2031-06-12',
  guests: 6,
  note: '',
  total_amount: 96000,
  currency: 'TL',
  created_at: '2031-05-01T10:00:00.000Z',
};

const conflict = new AxiosError('conflict', '409', undefined, undefined, {
  status: 409,
  statusText: 'Conflict',
  data: { content: { message: 'Seçilen tarihlerde tekne dolu.' } },
  headers: {},
  config: { headers: new AxiosHeaders() },
});

function mockCalls(total = 1) {
  return mockHttp(({ method, url }) => {
    if (method === 'PUT') throw conflict;
    if (url === '/v1/admin/boat/all')
      return { content: [{ id: 2, name: 'Gulet Likya Yıldızı', active: true }] };
    if (url === '/v1/admin/boatreservations/2') return { content: row };
    return { content: [row], total };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('BoatReservationsScreen', () => {
  it('lists 20 a page and sends the filters as query parameters', async () => {
    const calls = await mockCalls(45);
    const lists = () => calls.filter((c) => c.url === '/v1/admin/boatreservations');
    render(wrap(<BoatReservationsScreen />, { url: '/reservations/boat?status=new&page=2' }));
    const r = await screen.findByTestId('boat-reservation-row');
    expect(r).toHaveTextContent('TKJ8HE54C');
    expect(r).toHaveTextContent('10.06.2031 – 12.06.2031');
    expect(r).toHaveTextContent('Yeni talep');
    expect(lists()).toContainEqual({
      method: 'GET',
      url: '/v1/admin/boatreservations',
      params: { skip: 20, take: 20, status: 'new' },
    });
    await userEvent.selectOptions(screen.getByLabelText('Tekne'), '2');
    await vi.waitFor(() =>
      expect(lists().at(-1)).toEqual({
        method: 'GET',
        url: '/v1/admin/boatreservations',
        params: { skip: 0, take: 20, status: 'new', boat_id: '2' },
      }),
    );
  });

  it('shows the server’s 409 message when a status change clashes with another booking', async () => {
    const calls = await mockCalls();
    const toast = vi.fn();
    render(wrap(<BoatReservationsScreen />, { url: '/reservations/boat', toast }));
    await userEvent.click(await screen.findByRole('button', { name: 'Detay' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Can Aksoy');
    await userEvent.selectOptions(within(dialog).getByLabelText('Yeni durum'), 'confirmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Seçilen tarihlerde tekne dolu.');
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/v1/admin/boatreservations/2',
      data: { status: 'confirmed', note: '' },
    });
    expect(toast).toHaveBeenCalledWith('error', 'Seçilen tarihlerde tekne dolu.');
  });
});
