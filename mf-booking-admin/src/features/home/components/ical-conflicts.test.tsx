import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IcalConflict } from '@villa/shared/contracts/ical';
import { useSession } from '@villa/shared/stores/session';
import { IcalConflicts } from './ical-conflicts';
import { mockHttp } from '../../../lib/test-http';
import { wrap } from '../../../lib/render.test-support';

const conflict: IcalConflict = {
  id: 4,
  villaId: 9,
  villaName: 'Villa Mavi',
  feedSource: 'airbnb',
  startDate: '2031-07-03',
  endDate: '2031-07-08',
  summary: 'Reserved',
  conflictNote: 'LV123 ile çakışıyor',
};

afterEach(() => vi.restoreAllMocks());

describe('IcalConflicts on the dashboard home', () => {
  it('shows nothing while there is no unresolved conflict', async () => {
    const calls = await mockHttp(() => ({ content: [], total: 0 }));
    const { container } = render(wrap(<IcalConflicts />));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ method: 'GET', url: '/v1/admin/villas/ical-conflicts' }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each conflict and lets ADMIN mark it resolved', async () => {
    useSession.setState({ user_role: 'ADMIN' });
    const calls = await mockHttp(({ method }) =>
      method === 'PATCH' ? { content: { message: 'ok' } } : { content: [conflict], total: 1 },
    );
    const toast = vi.fn();
    render(wrap(<IcalConflicts />, { toast }));
    const box = await screen.findByTestId('ical-conflicts');
    expect(box).toHaveTextContent('Takvim çakışmaları');
    expect(box).toHaveTextContent('Villa Mavi · Airbnb');
    expect(box).toHaveTextContent('03.07.2031 – 08.07.2031 · Reserved · LV123 ile çakışıyor');
    await userEvent.click(screen.getByRole('button', { name: 'Çözüldü işaretle' }));
    expect(calls).toContainEqual({ method: 'PATCH', url: '/v1/admin/villas/ical-conflicts/4/resolve' });
    expect(toast).toHaveBeenCalledWith('success', 'Çakışma çözüldü olarak işaretlendi.');
  });

  it('OWNER sees the conflicts of its villas but cannot resolve them', async () => {
    useSession.setState({ user_role: 'OWNER' });
    await mockHttp(() => ({ content: [conflict], total: 1 }));
    render(wrap(<IcalConflicts />));
    await screen.findByTestId('ical-conflicts');
    expect(screen.queryByRole('button', { name: 'Çözüldü işaretle' })).toBeNull();
  });
});
