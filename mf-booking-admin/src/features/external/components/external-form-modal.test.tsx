import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExternalEntry } from '@villa/shared/contracts/external';
import { mockHttp } from '../../../lib/test-http';
import { julyVilla, villaAnswer } from '../../../lib/test-villas';
import { ExternalFormModal } from './external-form-modal';
import { wrap } from '../../../lib/render.test-support';

// This closing's nights 10–11 July; a guest's 15–16; a 7-night minimum stay that a closing ignores.
const withDates = [
  julyVilla({
    id: 1,
    name: 'Villa Akasya',
    slug: 'villa-akasya',
    minStay: 7,
    blocked: [
      { start: '2031-07-10', end: '2031-07-12', kind: 'external' },
      { start: '2031-07-15', end: '2031-07-17', kind: 'reservation' },
    ],
  }),
];
const entry = {
  id: 5,
  villaId: 1,
  villaName: 'Villa Akasya',
  status: 'active',
  startedAt: '2031-07-10',
  finishedAt: '2031-07-12',
  note: 'Bakım',
} as unknown as ExternalEntry;

function answer({ url }: { url: string }) {
  return villaAnswer(url, withDates) ?? { content: entry };
}

afterEach(() => vi.restoreAllMocks());

describe('ExternalFormModal dates', { timeout: 60_000 }, () => {
  it('moves a closing within its own nights, not onto a guest’s, and saves the days as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(answer);
    render(wrap(<ExternalFormModal entry={entry} open onClose={vi.fn()} />));
    await screen.findByRole('option', { name: 'Villa Akasya' }, { timeout: 10_000 });
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/v1/admin/villas/withdates')).toBe(true), {
      timeout: 10_000,
    });
    const to = screen.getByLabelText('Bitiş (villanın boşaldığı gün)');
    expect(screen.getByLabelText('Başlangıç (ilk kapalı gece)')).toHaveValue('10.07.2031');
    expect(to).toHaveValue('12.07.2031');
    await user.clear(to);
    await user.type(to, '17.07.2031{Enter}');
    expect(await screen.findByText('Seçilen tarihler arasında dolu geceler var.')).toBeInTheDocument();
    // One night is a closing (no minimum stay), even where guests must stay seven.
    await user.clear(to);
    await user.type(to, '11.07.2031{Enter}');
    expect(to).toHaveValue('11.07.2031');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/v1/admin/external/5',
          data: expect.objectContaining({ startedAt: '2031-07-10', finishedAt: '2031-07-11' }),
        }),
      ),
    );
  });

  it('keeps the form’s Turkish errors for missing days', async () => {
    const user = userEvent.setup();
    const calls = await mockHttp(answer);
    render(wrap(<ExternalFormModal entry={null} open onClose={vi.fn()} />));
    await screen.findByRole('option', { name: 'Villa Akasya' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Başlangıç tarihi YYYY-AA-GG biçiminde olmalı.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
