import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationDetail, TransactionRow } from '@villa/shared/contracts/bookings';
import { mockHttp } from '../../../lib/test-http';
import { ReservationPayments } from './reservation-payments';
import { wrap } from '../../../lib/render.test-support';

const base: Omit<TransactionRow, 'id'> = {
  reservationId: 7,
  reservationCode: 'LV-2031-0007',
  customerName: 'Elif Kaya',
  villaName: 'Villa Zeytin',
  amount: 12000,
  currency: 'TL',
  amountTl: 12000,
  method: 'card',
  status: 'completed',
  paidAt: '2031-05-02T09:30:00.000Z',
  note: '',
  createdAt: '2031-05-02T09:30:00.000Z',
  provider: 'iyzico',
  providerReference: '25236546',
  installments: 3,
  cardLastFour: '0008',
  refundOfId: null,
  refundable: 9000,
};
const card: TransactionRow = { ...base, id: 41 };
const refund: TransactionRow = {
  ...base,
  id: 42,
  amount: -3000,
  amountTl: -3000,
  providerReference: 'refund:refund-41-ab12',
  installments: null,
  cardLastFour: null,
  refundOfId: 41,
  refundable: null,
};
const cash: TransactionRow = {
  ...base,
  id: 43,
  amount: 500,
  amountTl: 500,
  method: 'cash',
  provider: null,
  providerReference: null,
  installments: null,
  cardLastFour: null,
  refundable: null,
};
// The component reads only the reservation's payments.
const reservation = { id: 7, transactions: [card, refund, cash] } as unknown as ReservationDetail;

afterEach(() => vi.restoreAllMocks());

describe('ReservationPayments', () => {
  it('shows a card payment’s provider, reference, installments and last four, and a refund as such', () => {
    render(wrap(<ReservationPayments r={reservation} canRefund={false} />));
    const rows = screen.getAllByTestId('reservation-payment-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Kredi kartı');
    expect(within(rows[0]!).getByTestId('card-details')).toHaveTextContent(
      'iyzico · Ref. 25236546 · •••• 0008 · 3 taksit',
    );
    expect(within(rows[0]!).getByTestId('refundable-left')).toHaveTextContent('9.000,00');
    expect(rows[1]).toHaveTextContent('Kart iadesi');
    expect(within(rows[1]!).getByTestId('card-details')).toHaveTextContent('Ref. refund-41-ab12');
    expect(rows[2]).toHaveTextContent('Nakit');
    expect(within(rows[2]!).queryByTestId('card-details')).toBeNull();
  });

  it('never offers OWNER the refund', () => {
    render(wrap(<ReservationPayments r={reservation} canRefund={false} />));
    expect(screen.queryByRole('button', { name: 'İade et' })).toBeNull();
  });

  it('lets ADMIN refund part of a card payment through the refund endpoint', async () => {
    const calls = await mockHttp(({ method }) =>
      method === 'POST' ? { content: { ...refund, id: 44, amount: -1500.5, amountTl: -1500.5 } } : {},
    );
    render(wrap(<ReservationPayments r={reservation} canRefund />));
    // Only the card payment with something left to give back has the action.
    const buttons = screen.getAllByRole('button', { name: 'İade et' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('refundable-amount')).toHaveTextContent('9.000,00');
    await userEvent.type(within(dialog).getByLabelText('İade tutarı (TL)'), '1500,50');
    await userEvent.type(within(dialog).getByLabelText('Not'), 'Bir gece erken çıkış');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İade et' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/v1/admin/transactions/41/refund',
        data: { amount: 1500.5, note: 'Bir gece erken çıkış' },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the whole amount left in one click', async () => {
    const calls = await mockHttp(() => ({ content: { ...refund, id: 45, amount: -9000, amountTl: -9000 } }));
    render(wrap(<ReservationPayments r={reservation} canRefund />));
    await userEvent.click(screen.getByRole('button', { name: 'İade et' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Tamamını iade et/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'İade et' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/v1/admin/transactions/41/refund',
        data: { amount: 9000 },
      }),
    );
  });
});
