import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nightsInZone, timedNights } from '../src/modules/ical-sync/nights.ts';
import { checkContentType, FeedError, parseFeed } from '../src/modules/ical-sync/parse.ts';

/** Feeds in the shapes of real Airbnb, Booking.com, Vrbo and Google Calendar exports. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/ical/${name}`, import.meta.url), 'utf8');
/** A fixed "now" (recurring events are expanded around it). */
const NOW = Date.parse('2026-11-24T09:00:00Z');
const parse = (text: string) => parseFeed(text, NOW);
const days = (text: string) => parse(text).map((e) => [e.start, e.end, e.summary]);

const cal = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

/** Runs `check` with the server in several time zones: no server zone may shift a night. */
function inZones(check: () => void) {
  const original = process.env.TZ;
  try {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Istanbul']) {
      process.env.TZ = tz;
      check();
    }
  } finally {
    process.env.TZ = original;
  }
}

/** The FeedError message a text is refused with. */
function refusal(text: string): string {
  try {
    parse(text);
  } catch (err) {
    expect(err).toBeInstanceOf(FeedError);
    return (err as Error).message;
  }
  throw new Error('the feed was accepted');
}

describe('channel exports are read night for night', () => {
  it('Airbnb: Reserved and Airbnb (Not available), folded descriptions, all-day DTEND exclusive', () => {
    inZones(() =>
      expect(parse(fixture('airbnb.ics'))).toEqual([
        {
          uid: '1418fb94e984-a0a7d03b8e7c6ff7e7ad2b8bae4f4b5f@airbnb.com',
          start: '2027-07-01',
          end: '2027-07-05',
          summary: 'Reserved',
        },
        {
          uid: '2b9c1d5e7f3a-c4d8e2f6a0b4c8d2e6f0a4b8c2d6e0f4a8@airbnb.com',
          start: '2027-07-12',
          end: '2027-07-20',
          summary: 'Reserved',
        },
        {
          uid: '7f2e5b0b2a5c-1b0cd2d6e1f6a0b3c5d7e9f1a3b5c7d9@airbnb.com',
          start: '2027-08-25',
          end: '2027-09-01',
          summary: 'Airbnb (Not available)',
        },
      ]),
    );
  });

  it('Booking.com: CLOSED - Not available, back-to-back stays', () => {
    expect(days(fixture('booking.ics'))).toEqual([
      ['2027-06-12', '2027-06-19', 'CLOSED - Not available'],
      ['2027-06-19', '2027-06-21', 'CLOSED - Not available'],
    ]);
  });

  it('Booking.com, timed in Mexico City (15:00 → 11:00): blocks from the night of 10 July, whatever the server zone', () => {
    // 10 July 15:00 in Mexico City is 11 July 00:00 in Istanbul; 15 July 11:00 is 20:00 in Istanbul.
    // Nights touched: 10–14 July on Mexico's clock, 10–15 July on the villa's: the union.
    inZones(() =>
      expect(parse(fixture('booking-mexico.ics'))).toEqual([
        {
          uid: '4c8e2a6f0b3d9157@booking.com',
          start: '2027-07-10',
          end: '2027-07-16',
          summary: 'CLOSED - Not available',
        },
      ]),
    );
  });

  it('Vrbo: VTIMEZONE and DURATION, all-day and timed', () => {
    inZones(() =>
      expect(days(fixture('vrbo.ics'))).toEqual([
        // All-day, DURATION:P6D: six nights.
        ['2027-08-01', '2027-08-07', 'Reserved - Mehmet Y'],
        // 10 Sep 16:00 Chicago (CDT) + 4 days 19 hours = 15 Sep 11:00 Chicago = 19:00 Istanbul.
        ['2027-09-10', '2027-09-16', 'Blocked'],
      ]),
    );
  });

  it('Google Calendar: all-day, UTC, TZID, cancelled events and occurrences, a moved occurrence', () => {
    inZones(() =>
      expect(parse(fixture('google.ics'))).toEqual([
        {
          uid: '0abc123def456ghi789jkl@google.com',
          start: '2027-06-01',
          end: '2027-06-04',
          summary: 'Ailemiz kalıyor',
        },
        // 20 Jun 12:00Z → 23 Jun 08:00Z (15:00 → 11:00 in Istanbul); the escaped comma is read.
        {
          uid: '1bcd234efg567hij890klm@google.com',
          start: '2027-06-20',
          end: '2027-06-23',
          summary: 'Bakım, havuz boyası',
        },
        {
          uid: '2cde345fgh678ijk901lmn@google.com',
          start: '2027-07-05',
          end: '2027-07-09',
          summary: 'Arkadaşlar',
        },
        // STATUS:CANCELLED (1–5 Aug) frees its nights: not listed. The weekly stay: 2 Oct, the 9 Oct
        // occurrence moved to 10 Oct (RECURRENCE-ID, same UID), 16 Oct cancelled, 23 Oct.
        {
          uid: '5n2k8q1r7t3v9x0z4b6d8f0h2j@google.com/2027-10-02T11:00:00.000Z',
          start: '2027-10-02',
          end: '2027-10-03',
          summary: 'Hafta sonu (sahibi)',
        },
        {
          uid: '5n2k8q1r7t3v9x0z4b6d8f0h2j@google.com/2027-10-09T11:00:00.000Z',
          start: '2027-10-10',
          end: '2027-10-11',
          summary: 'Hafta sonu (sahibi)',
        },
        {
          uid: '5n2k8q1r7t3v9x0z4b6d8f0h2j@google.com/2027-10-23T11:00:00.000Z',
          start: '2027-10-23',
          end: '2027-10-24',
          summary: 'Hafta sonu (sahibi)',
        },
      ]),
    );
  });

  it('Google Calendar exported again: the changed event keeps its UID with new dates; the cancelled one is gone', () => {
    const before = new Map(parse(fixture('google.ics')).map((e) => [e.uid, e]));
    const after = new Map(parse(fixture('google-changed.ics')).map((e) => [e.uid, e]));
    expect(after.get('2cde345fgh678ijk901lmn@google.com')).toMatchObject({
      start: '2027-07-06',
      end: '2027-07-10',
    });
    expect(before.get('2cde345fgh678ijk901lmn@google.com')).toMatchObject({
      start: '2027-07-05',
      end: '2027-07-09',
    });
    expect(after.has('1bcd234efg567hij890klm@google.com')).toBe(false);
    expect(after.size).toBe(before.size - 1);
  });

  it('one UID twice in a feed: the higher SEQUENCE is the event; equal versions both block', () => {
    const v = (seq: number, start: string, end: string) =>
      vevent('UID:same@pms', `SEQUENCE:${seq}`, `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`);
    expect(days(cal(v(1, '20270720', '20270722'), v(0, '20270710', '20270712')))).toEqual([
      ['2027-07-20', '2027-07-22', ''],
    ]);
    expect(
      parse(cal(v(0, '20270710', '20270712'), v(0, '20270801', '20270803'))).map((e) => [e.uid, e.start]),
    ).toEqual([
      ['same@pms', '2027-07-10'],
      ['same@pms#2', '2027-08-01'],
    ]);
    // A newer version that cancels the event frees it.
    expect(
      parse(
        cal(
          v(0, '20270710', '20270712'),
          [vevent('UID:same@pms', 'SEQUENCE:1', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270710')].join(''),
        ),
      ),
    ).toEqual([]);
  });

  it('floating times are the villa’s (or the calendar’s X-WR-TIMEZONE) clock; a timed event without an end marks its night', () => {
    inZones(() => {
      expect(days(cal(vevent('UID:f', 'DTSTART:20270710T150000', 'DTEND:20270715T110000')))).toEqual([
        ['2027-07-10', '2027-07-15', ''],
      ]);
      expect(days(cal(vevent('UID:p', 'DTSTART:20270710T200000Z')))).toEqual([
        ['2027-07-10', '2027-07-11', ''],
      ]);
    });
    // 15:00 → 11:00 in New York is 22:00 → 18:00 in Istanbul: the check-out day's night is touched there.
    expect(
      days(
        cal(
          'X-WR-TIMEZONE:America/New_York',
          vevent('UID:f', 'DTSTART:20270710T150000', 'DTEND:20270715T110000'),
        ),
      ),
    ).toEqual([['2027-07-10', '2027-07-16', '']]);
  });

  it('Windows time-zone names (Outlook) are understood', () => {
    expect(
      days(
        cal(
          vevent(
            'UID:w',
            'DTSTART;TZID="W. Europe Standard Time":20270710T160000',
            'DTEND;TZID="W. Europe Standard Time":20270715T100000',
          ),
        ),
      ),
    ).toEqual([['2027-07-10', '2027-07-15', '']]);
  });
});

describe('a feed that does not parse completely and cleanly is refused whole', () => {
  it('a Vrbo feed cut short (broken DTSTART, no END lines)', () => {
    expect(refusal(fixture('vrbo-cut-short.ics'))).toBe(
      'Takvim eksik indi: 5. satırda başlayan VEVENT kapanmıyor (END:VEVENT yok; dosya yarıda kesilmiş olabilir).',
    );
  });

  it('no END:VCALENDAR, components closed out of order, content after the end', () => {
    const whole = fixture('airbnb.ics');
    const cut = whole.slice(0, whole.lastIndexOf('END:VCALENDAR'));
    expect(refusal(cut)).toBe('Takvim eksik indi: END:VCALENDAR yok (dosya yarıda kesilmiş olabilir).');
    expect(refusal(cal('BEGIN:VEVENT', 'UID:x', 'DTSTART;VALUE=DATE:20270710', 'END:VTODO'))).toMatch(
      /END:VEVENT beklenirken END:VTODO var/,
    );
    expect(refusal(`${cal()}\r\nBEGIN:VEVENT`)).toMatch(/END:VCALENDAR’dan sonra/);
    expect(refusal('<!DOCTYPE html><html><body>Giriş yapın</body></html>')).toMatch(/BEGIN:VCALENDAR/);
    expect(refusal('')).toMatch(/BEGIN:VCALENDAR/);
  });

  it('a VEVENT without a valid DTSTART, or with an impossible or unparsable date', () => {
    expect(refusal(cal(vevent('UID:n', 'SUMMARY:Reserved')))).toMatch(
      /\(UID n\) başlangıç tarihi \(DTSTART\) yok/,
    );
    expect(refusal(cal(vevent('UID:b', 'DTSTART;VALUE=DATE:202708')))).toMatch(
      /başlangıç \(DTSTART\) tarihi geçersiz \(“202708”\)/,
    );
    expect(refusal(cal(vevent('UID:b', 'DTSTART:2027-07-10')))).toMatch(/DTSTART\) tarihi geçersiz/);
    expect(refusal(cal(vevent('UID:b', 'DTSTART;VALUE=DATE:20271340', 'DTEND;VALUE=DATE:20271345')))).toMatch(
      /tarihi geçersiz/,
    );
    expect(refusal(cal(vevent('UID:b', 'DTSTART;VALUE=DATE:20270230')))).toMatch(/tarihi geçersiz/);
    expect(refusal(cal(vevent('UID:b', 'DTSTART:20270710T250000Z')))).toMatch(/tarihi geçersiz/);
    expect(refusal(cal(vevent('UID:b', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:2027071')))).toMatch(
      /bitiş \(DTEND\) tarihi geçersiz/,
    );
    expect(refusal(cal(vevent('UID:b', 'DTSTART;VALUE=DATE:20270710', 'DURATION:P')))).toMatch(
      /DURATION\) geçersiz/,
    );
    expect(refusal(cal(vevent('UID:b', 'DTSTART;VALUE=DATE:20270710', 'DURATION:-P2D')))).toMatch(
      /DURATION\) geçersiz/,
    );
  });

  it('ends before the start, mixed day and time values, both DTEND and DURATION, an unknown zone, a broken line', () => {
    expect(refusal(cal(vevent('UID:e', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270705')))).toMatch(
      /bitiş tarihi başlangıçtan önce/,
    );
    expect(refusal(cal(vevent('UID:e', 'DTSTART:20270710T150000Z', 'DTEND:20270705T110000Z')))).toMatch(
      /bitişi başlangıcından önce/,
    );
    expect(refusal(cal(vevent('UID:m', 'DTSTART;VALUE=DATE:20270710', 'DTEND:20270715T100000Z')))).toMatch(
      /farklı türde/,
    );
    expect(
      refusal(
        cal(vevent('UID:d', 'DTSTART;VALUE=DATE:20270710', 'DTEND;VALUE=DATE:20270712', 'DURATION:P2D')),
      ),
    ).toMatch(/DTEND\/DURATION/);
    expect(
      refusal(
        cal(
          vevent(
            'UID:z',
            'DTSTART;TZID=Mars/Olympus:20270710T150000',
            'DTEND;TZID=Mars/Olympus:20270715T110000',
          ),
        ),
      ),
    ).toMatch(/saat dilimi tanınmadı \(“Mars\/Olympus”\)/);
    expect(refusal(cal(vevent('UID:l', 'DTSTART;VALUE=DATE:20270710', 'bu bir iCal satırı değil')))).toMatch(
      /satır bir iCal satırı değil/,
    );
  });
});

describe('the nights a timed event touches', () => {
  it('a night runs from noon to noon: check-in after noon and check-out before it give exactly the stay', () => {
    const at = (iso: string) => Date.parse(iso);
    // Istanbul is UTC+3.
    expect(nightsInZone(at('2027-07-10T12:00:00Z'), at('2027-07-15T08:00:00Z'), 'Europe/Istanbul')).toEqual({
      start: '2027-07-10',
      end: '2027-07-15',
    });
    // Arriving at 10:00 touches the previous night; leaving at 12:01 touches the check-out day's night.
    expect(nightsInZone(at('2027-07-10T07:00:00Z'), at('2027-07-15T09:01:00Z'), 'Europe/Istanbul')).toEqual({
      start: '2027-07-09',
      end: '2027-07-16',
    });
    // Exactly noon to noon.
    expect(nightsInZone(at('2027-07-10T09:00:00Z'), at('2027-07-11T09:00:00Z'), 'Europe/Istanbul')).toEqual({
      start: '2027-07-10',
      end: '2027-07-11',
    });
    // A timed event in the same zone as the villa: one zone.
    expect(timedNights(at('2027-07-10T12:00:00Z'), at('2027-07-15T08:00:00Z'), 'Europe/Istanbul')).toEqual({
      start: '2027-07-10',
      end: '2027-07-15',
    });
    // Far east (UTC+14): a 15:00 → 11:00 stay there is 04:00 → 00:00 in Istanbul.
    expect(timedNights(at('2027-07-10T01:00:00Z'), at('2027-07-14T21:00:00Z'), 'Pacific/Kiritimati')).toEqual(
      {
        start: '2027-07-09',
        end: '2027-07-15',
      },
    );
  });
});

describe('Content-Type of a feed', () => {
  it('text/calendar (any charset), text/plain, octet-stream or none pass; HTML, JSON and XML are refused', () => {
    for (const ok of [
      'text/calendar',
      'text/calendar; charset=utf-8',
      'text/calendar;charset=UTF-8',
      'TEXT/CALENDAR',
      'text/plain; charset=utf-8',
      'application/octet-stream',
      null,
    ])
      expect(() => checkContentType(ok)).not.toThrow();
    for (const bad of ['text/html; charset=utf-8', 'application/json', 'application/xml', 'image/png'])
      expect(() => checkContentType(bad)).toThrow(/iCal takvimi yerine başka bir içerik döndürdü/);
  });
});
