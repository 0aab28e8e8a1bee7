import { describe, expect, it } from 'vitest';
import { messagingLink, messagingShareLink } from './format/phone';
import { shareMessage } from './share-message';

describe('shareMessage', () => {
  it('names the villa and the chosen dates the Turkish way', () => {
    expect(
      shareMessage(
        { title: 'Villa Deniz', checkIn: '2026-07-12', checkOut: '2026-07-19' },
        'https://x.test/villa/deniz',
      ),
    ).toBe(
      'Villa Deniz (12.07.2026 – 19.07.2026) hakkında bilgi almak istiyorum: https://x.test/villa/deniz',
    );
  });

  it('leaves the dates out when they are not both chosen', () => {
    expect(shareMessage({ title: 'Villa Deniz', checkIn: '2026-07-12' }, 'u')).toBe(
      'Villa Deniz hakkında bilgi almak istiyorum: u',
    );
  });

  it("names a boat's one-day rental (start and end the same day) by that day", () => {
    expect(shareMessage({ title: 'Mavi Yelken', checkIn: '2026-07-12', checkOut: '2026-07-12' }, 'u')).toBe(
      'Mavi Yelken (12.07.2026) hakkında bilgi almak istiyorum: u',
    );
    expect(shareMessage({ title: 'Mavi Yelken', checkIn: '2026-07-12', checkOut: '2026-07-14' }, 'u')).toBe(
      'Mavi Yelken (12.07.2026 – 14.07.2026) hakkında bilgi almak istiyorum: u',
    );
  });

  it('messagingLink carries the text, encoded', () => {
    expect(messagingLink('+90 532 555 12 34', 'Villa & Ev')).toBe(
      'https://api.whatsapp.com/send?phone=905325551234&text=Villa%20%26%20Ev',
    );
  });

  it('messagingShareLink leaves the recipient to the guest', () => {
    expect(messagingShareLink('a b')).toBe('https://api.whatsapp.com/send?text=a%20b');
  });
});
