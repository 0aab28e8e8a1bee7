import { describe, expect, it } from 'vitest';
import { dialNumber, messagingLink } from './phone';

describe('phone helpers', () => {
  it('removes spaces and the leading plus for the call button', () => {
    expect(dialNumber('+90 532 555 12 34')).toBe('905325551234');
  });
  it('builds the messaging link with a phone parameter', () => {
    expect(messagingLink('+90 532 555 12 34')).toBe('https://api.whatsapp.com/send?phone=905325551234');
  });
});
