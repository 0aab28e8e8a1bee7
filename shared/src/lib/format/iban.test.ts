import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('validates the check digits (ISO 13616), spaces and case ignored', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('refuses a wrong check digit, a short TR IBAN and garbage', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 27')).toBe(false);
    expect(isValidIban('TR33000610051978645784')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('normalises for storage and groups by four for reading', () => {
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
    expect(formatIban('tr330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
