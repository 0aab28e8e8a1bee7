import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockHttp } from '../../../lib/test-http';
import { MinistryScreen } from './ministry-screen';
import { wrap } from '../../../lib/render.test-support';

afterEach(() => vi.restoreAllMocks());

describe('MinistryScreen period', { timeout: 60_000 }, () => {
  it('asks for one day (from = to) and a whole range, not for a half-picked one', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(({ params }) => {
      const { from, to } = params as { from: string; to: string };
      return { content: { from, to, villas: [], totals: { villas: 0, stays: 0, nights: 0, guests: 0 } } };
    });
    render(wrap(<MinistryScreen />, { url: '/dashboard/ministry?from=2031-04-01&to=2031-04-30' }));
    expect(await screen.findByLabelText('Başlangıç')).toHaveValue('01.04.2031');
    expect(screen.getByLabelText('Bitiş')).toHaveValue('30.04.2031');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    await screen.findByRole('dialog', { name: 'Tarih aralığı' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: /^15 Nisan 2031/ }));
    // Half a range: the report waits.
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^15 Nisan 2031/ }));
    await vi.waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        url: '/v1/admin/reports/ministry',
        params: { from: '2031-04-15', to: '2031-04-15' },
      }),
    );
    expect(screen.getByLabelText('Bitiş')).toHaveValue('15.04.2031');
  });
});
