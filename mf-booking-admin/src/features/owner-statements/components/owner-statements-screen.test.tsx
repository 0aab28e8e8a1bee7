import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  OwnerPayout,
  OwnerStatement,
  OwnerStatementTotals,
} from '@villa/shared/contracts/owner-statements';
import { mockHttp } from '../../../lib/test-http';
import { OwnerStatementsScreen } from './owner-statements-screen';
import { wrap } from '../../../lib/render.test-support';

afterEach(() => vi.restoreAllMocks());

const totals = (balance: number, payouts = 0): OwnerStatementTotals => ({
  accommodation: 10000,
  commission: 2000,
  cleaning_fee: 500,
  owner_share: 8500,
  received: 3000,
  payouts,
  carried: 1300,
  balance,
});
const owner = { id: 7, name: 'Gülşen İnce', email: 'g@example.com' };
/** The payout the screen records: the API's answer and, after it, the statement's one payout. */
const payout = (amount: number): OwnerPayout => ({
  id: 1,
  owner_id: 7,
  owner_name: owner.name,
  amount,
  paid_on: '2031-07-20',
  method: 'cash',
  note: '',
  created_at: '',
});

describe('OwnerStatementsScreen', { timeout: 60_000 }, () => {
  it('every owner’s totals without an owner; an owner’s statement with a line, its totals and payouts', async () => {
    let paid = 0;
    const calls = await mockHttp(({ method, url, params, data }) => {
      if (method === 'POST' && url === '/v1/admin/owner-payouts') {
        paid = Number((data as { amount: number }).amount);
        return { content: payout(paid) };
      }
      const q = params as { month: string; owner_id?: number };
      const body: OwnerStatement = q.owner_id
        ? {
            owner,
            month: q.month,
            lines: [
              {
                reservation_id: 1,
                code: 'LV100',
                villa_id: 3,
                villa_name: 'Villa Şirin',
                check_in: '2031-06-28',
                check_out: '2031-07-03',
                nights: 5,
                accommodation: 10000,
                commission_rate: 20,
                commission: 2000,
                cleaning_fee: 500,
                cleaning_fee_keeper: 'owner',
                owner_share: 8500,
                received: 3000,
              },
            ],
            payouts: paid ? [payout(paid)] : [],
            totals: totals(9800 - paid, paid),
            owners: [],
          }
        : {
            owner: null,
            month: q.month,
            lines: [],
            payouts: [],
            totals: totals(9800),
            owners: [{ owner, totals: totals(9800) }],
          };
      return { content: body };
    });
    const user = userEvent.setup();
    render(wrap(<OwnerStatementsScreen />, { url: '/dashboard/owner-statements?month=2031-07' }));
    const row = await screen.findByTestId('statement-owner-row');
    expect(row).toHaveTextContent('Gülşen İnce');
    expect(row).toHaveTextContent('₺9.800,00');
    expect(calls[0]).toMatchObject({ url: '/v1/admin/owner-statements', params: { month: '2031-07' } });

    await user.click(within(row).getByRole('button', { name: 'Gülşen İnce' }));
    const line = await screen.findByTestId('statement-line');
    expect(line).toHaveTextContent('LV100');
    expect(line).toHaveTextContent('28.06.2031 – 03.07.2031');
    expect(line).toHaveTextContent('Ev sahibi');
    expect(screen.getByTestId('total-balance')).toHaveTextContent('₺9.800,00');
    expect(screen.getByText('Bu ay ödeme yok')).toBeInTheDocument();

    await user.click(screen.getByTestId('payout-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('payout-amount'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        data: { owner_id: 7, amount: 800, method: 'bank_transfer' },
      }),
    );
    expect(await screen.findByTestId('payout-row')).toHaveTextContent('₺800,00');
    expect(screen.getByTestId('total-balance')).toHaveTextContent('₺9.000,00');
  });

  it('a mistyped payout is corrected, then deleted after a confirmation; the balance follows', async () => {
    let payout = {
      id: 4,
      owner_id: 7,
      owner_name: owner.name,
      amount: 5000,
      paid_on: '2031-07-20',
      method: 'cash' as const,
      note: '',
      created_at: '',
    } as OwnerStatement['payouts'][number] | null;
    const calls = await mockHttp(({ method, url, data }) => {
      if (method === 'PUT' && url === '/v1/admin/owner-payouts/4') {
        payout = { ...payout!, ...(data as object), amount: Number((data as { amount: number }).amount) };
        return { content: payout };
      }
      if (method === 'DELETE' && url === '/v1/admin/owner-payouts/4') {
        const gone = payout;
        payout = null;
        return { content: gone };
      }
      const paid = payout?.amount ?? 0;
      const body: OwnerStatement = {
        owner,
        month: '2031-07',
        lines: [],
        payouts: payout ? [payout] : [],
        totals: totals(9800 - paid, paid),
        owners: [{ owner, totals: totals(9800 - paid, paid) }],
      };
      return { content: body };
    });
    const user = userEvent.setup();
    render(wrap(<OwnerStatementsScreen />, { url: '/dashboard/owner-statements?month=2031-07&owner_id=7' }));
    const row = await screen.findByTestId('payout-row');
    expect(row).toHaveTextContent('₺5.000,00');

    await user.click(within(row).getByRole('button', { name: /Düzenle/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ödemeyi düzelt');
    const amount = within(dialog).getByTestId('payout-amount');
    expect(amount).toHaveValue('5000');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/v1/admin/owner-payouts/4',
        data: { amount: 500, paid_on: '2031-07-20', method: 'cash' },
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')!.data).not.toHaveProperty('owner_id');
    await vi.waitFor(() => expect(screen.getByTestId('payout-row')).toHaveTextContent('₺500,00'));
    expect(screen.getByTestId('total-balance')).toHaveTextContent('₺9.300,00');

    await user.click(within(screen.getByTestId('payout-row')).getByRole('button', { name: /Sil/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('20.07.2031');
    expect(confirm).toHaveTextContent('₺500,00');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Bu ay ödeme yok')).toBeInTheDocument();
    expect(screen.getByTestId('total-balance')).toHaveTextContent('₺9.800,00');
  });
});
