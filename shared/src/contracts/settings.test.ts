import { describe, expect, it } from 'vitest';
import { contactBody, exchangeBody, exchangeForm, RATE_MESSAGE, siteBody } from './settings';

describe('settings contract', () => {
  it('normalises a rate typed the Turkish way and refuses zero, negative and text with one message', () => {
    const ok = exchangeForm.safeParse({
      dollar_exchange_rate: '45,25',
      euro_exchange_rate: 48.1,
      sterling_exchange_rate: '55.80',
    });
    expect(ok.success && ok.data).toEqual({
      dollar_exchange_rate: '45.25',
      euro_exchange_rate: '48.1',
      sterling_exchange_rate: '55.8',
    });
    for (const bad of ['-3', '0', 'abc', '1e3']) {
      const r = exchangeBody.safeParse({ dollar_exchange_rate: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(RATE_MESSAGE);
    }
    // The form shows it under the field as the journeys expect.
    expect(RATE_MESSAGE).toContain('sıfırdan büyük bir sayı girin (ör. 41,95).');
  });

  it('takes a partial body, refuses an unknown key by name and an empty body', () => {
    expect(contactBody.safeParse({ site_email: 'Info@Example.com' }).data).toEqual({
      site_email: 'info@example.com',
    });
    const unknown = siteBody.safeParse({ brand_name: 'Likya', nope: 'x' });
    expect(unknown.error?.issues[0]?.message).toMatch(/^Bilinmeyen ayar: nope\./);
    expect(siteBody.safeParse({}).error?.issues[0]?.message).toBe('Güncellenecek en az bir ayar gönderin.');
  });
});
