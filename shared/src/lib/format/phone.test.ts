import { describe, expect, it } from 'vitest';
import { dialNumber, formatPhone, isValidPhone, messagingLink } from './phone';

describe('phone helpers', () => {
  it('removes spaces and the leading plus for the call button', () => {
    expect(dialNumber('+90 532 555 12 34')).toBe('905325551234');
  });
  it('builds the messaging link with a phone parameter', () => {
    expect(messagingLink('+90 532 555 12 34')).toBe('https://api.whatsapp.com/send?phone=905325551234');
  });
});

describe('isValidPhone', () => {
  it.each(['+90 532 555 12 34', '0532 555 12 34', '0 (252) 614-00-00', '+44 20 7946 0958', '5325551234'])(
    'accepts %s',
    (v) => expect(isValidPhone(v)).toBe(true),
  );
  it.each(['', '12345', 'abc 532 555 12 34', '+90 532 555 12 34 ext 5', '+'.padEnd(31, '1'), '532-555'])(
    'refuses %j',
    (v) => expect(isValidPhone(v)).toBe(false),
  );
});

describe('formatPhone', () => {
  it.each([
    ['05325551234', '+90 532 555 12 34'],
    ['+90 (532) 555-1234', '+90 532 555 12 34'],
    ['905325551234', '+90 532 555 12 34'],
    ['2526140000', '+90 252 614 00 00'],
  ])('writes the Turkish number %s as %s', (input, out) => expect(formatPhone(input)).toBe(out));

  it('leaves a foreign number as typed', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });
});
