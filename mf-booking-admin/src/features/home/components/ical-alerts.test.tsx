import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IcalFeedAlert } from '@villa/shared/contracts/ical';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { IcalAlerts } from './ical-alerts';
import { mockHttp } from '../../../lib/test-http';
import { wrap } from '../../../lib/render.test-support';

/** As the admin shows a moment: day and time in Istanbul. */
const when = (iso: string) => formatDateTime(iso);

const failing: IcalFeedAlert = {
  feed_id: 5,
  villa_id: 9,
  villa_name: 'Villa Mavi',
  source: 'vrbo',
  url: 'https://www.vrbo.com/icalendar/abc.ics',
  kind: 'failing',
  since: '2031-06-01T09:00:00.000Z',
  message: 'Takvim eksik indi: END:VCALENDAR yok (dosya yarıda kesilmiş olabilir).',
};
const held: IcalFeedAlert = {
  feed_id: 6,
  villa_id: 12,
  villa_name: 'Villa Defne',
  source: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  kind: 'held',
  since: '2031-06-02T10:30:00.000Z',
  message: 'Zamanlanmış senkronizasyon bu takvimden gelen 3 güncel kapatmanın 2 tanesini kaldıracaktı.',
};

afterEach(() => vi.restoreAllMocks());

describe('IcalAlerts on the dashboard home', () => {
  it('shows nothing while every feed reads and nothing waits', async () => {
    const calls = await mockHttp(() => ({ content: [], total: 0 }));
    const { container } = render(wrap(<IcalAlerts />));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ method: 'GET', url: '/v1/admin/dashboard/ical-alerts' }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lists failing and held feeds: villa, feed, since when, the error or reason, and a link to the iCal screen', async () => {
    await mockHttp(() => ({ content: [failing, held], total: 2 }));
    render(wrap(<IcalAlerts />));
    const box = await screen.findByTestId('ical-alerts');
    expect(box).toHaveTextContent('Dış takvim uyarıları 2');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Villa Mavi · Vrbo Okunamıyor');
    expect(first).toHaveTextContent(`İlk hata: ${when(failing.since)} · ${failing.message}`);
    expect(second).toHaveTextContent('Villa Defne · Airbnb Onay bekliyor');
    expect(second).toHaveTextContent(`Bekletiliyor: ${when(held.since)} · ${held.message}`);
    const links = screen.getAllByRole('link', { name: 'Takvimi aç' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/villas/9?tab=ical', '/villas/12?tab=ical']);
  });

  it('a failed load says so and retries', async () => {
    let attempt = 0;
    const calls = await mockHttp(() => {
      attempt += 1;
      if (attempt === 1) throw new Error('network');
      return { content: [failing], total: 1 };
    });
    render(wrap(<IcalAlerts />));
    expect(await screen.findByText('Dış takvim uyarıları yüklenemedi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('ical-alerts')).toHaveTextContent('Villa Mavi');
    expect(calls).toHaveLength(2);
  });
});
