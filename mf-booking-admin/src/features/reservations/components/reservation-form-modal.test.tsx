import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationDetail } from '@villa/shared/contracts/bookings';
import { mockHttp } from '../../../lib/test-http';
import { julyVilla, villaAnswer } from '../../../lib/test-villas';
import { ReservationFormModal } from './reservation-form-modal';
import { wrap } from '../../../lib/render.test-support';

// Villa Akasya: this reservation's nights 10–13 July, another guest's 20–21, a closing 24–25; five nights at least in July.
const withDates = [
  julyVilla({
    id: 1,
    name: 'Villa Akasya',
    slug: 'villa-akasya',
    minStay: 5,
    blocked: [
      { start: '2031-07-10', end: '2031-07-14', kind: 'reservation' },
      { start: '2031-07-20', end: '2031-07-22', kind: 'reservation' },
      { start: '2031-07-24', end: '2031-07-26', kind: 'closed' },
    ],
  }),
  julyVilla({ id: 2, name: 'Villa Alya', slug: 'villa-alya', minStay: null }),
];

function answer({ url }: { url: string }) {
  return villaAnswer(url, withDates) ?? { content: {} };
}

const editing = {
  id: 41,
  reservationCode: 'LV-41',
  status: 'confirmed',
  villaId: 1,
  villaName: 'Villa Akasya',
  customerName: 'Selin Arslan',
  customerEmail: 'selin@example.com',
  customerPhone: '+90 555 000 00 00',
  checkIn: '2031-07-10',
  checkOut: '2031-07-14',
  adults: 2,
  children: 0,
  extraFees: 0,
  prepaymentAmount: 0,
  note: '',
  staffNote: '',
} as unknown as ReservationDetail;

afterEach(() => vi.restoreAllMocks());

describe('ReservationFormModal dates', { timeout: 60_000 }, () => {
  it('shows the selected villa’s nights: its own free, another’s booked, a closing closed', async () => {
    const user = userEvent.setup();
    await mockHttp(answer);
    render(wrap(<ReservationFormModal reservation={editing} open onClose={vi.fn()} />));
    expect(await screen.findByLabelText('Giriş tarihi', {}, { timeout: 10_000 })).toHaveValue('10.07.2031');
    expect(screen.getByLabelText('Çıkış tarihi')).toHaveValue('14.07.2031');
    await screen.findByRole('option', { name: 'Villa Akasya' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    await screen.findByRole('dialog', { name: 'Giriş ve çıkış tarihleri' }, { timeout: 10_000 });
    // The edited stay's own nights do not block it; the next guest's and the closing do.
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: /^21 Temmuz 2031.*dolu/ })).toBeDisabled(),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: /^11 Temmuz 2031/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^24 Temmuz 2031/ })).toHaveAccessibleName(/kapalı/);
  });

  it('refuses a typed check-in on a booked night and a stay under the period’s minimum, in Turkish', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(answer);
    render(wrap(<ReservationFormModal reservation={null} open onClose={vi.fn()} />));
    await screen.findByRole('option', { name: 'Villa Akasya' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Villa'), '1');
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/v1/admin/villas/withdates')).toBe(true), {
      timeout: 10_000,
    });
    const from = screen.getByLabelText('Giriş tarihi');
    await user.type(from, '20.07.2031{Enter}');
    expect(await screen.findByText('20.07.2031 gecesi dolu; başka bir tarih seçin.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '01.07.2031{Enter}');
    await user.type(screen.getByLabelText('Çıkış tarihi'), '03.07.2031{Enter}');
    expect(await screen.findByText('Bu tarihlerde en az 5 gece konaklanır.')).toBeInTheDocument();
    // Another villa has no such rules.
    await user.selectOptions(screen.getByLabelText('Villa'), '2');
    await user.type(screen.getByLabelText('Çıkış tarihi'), '{Enter}');
    expect(screen.getByLabelText('Çıkış tarihi')).toHaveValue('03.07.2031');
  });

  it('keeps the form’s Turkish errors for missing dates and sends them as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(answer);
    render(wrap(<ReservationFormModal reservation={null} open onClose={vi.fn()} />));
    await screen.findByRole('option', { name: 'Villa Akasya' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Giriş tarihi YYYY-AA-GG biçiminde olmalı.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Villa'), '2');
    await user.type(screen.getByLabelText('Giriş tarihi'), '01.08.2031{Enter}');
    await user.type(screen.getByLabelText('Çıkış tarihi'), '05.08.2031{Enter}');
    await user.type(screen.getByLabelText('Müşteri adı soyadı'), 'Selin Arslan');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/v1/admin/reservations',
          data: expect.objectContaining({ villaId: 2, checkIn: '2031-08-01', checkOut: '2031-08-05' }),
        }),
      ),
    );
  });
});
