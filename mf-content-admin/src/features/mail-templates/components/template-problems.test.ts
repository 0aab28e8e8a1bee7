import { describe, expect, it } from 'vitest';
import { checkTemplate } from './template-problems';

describe('checkTemplate', () => {
  it('accepts known placeholders with the ones the kind needs', () => {
    expect(
      checkTemplate(
        'payment_link',
        'Ödeme {{rezervasyon_kodu}}',
        '<p>{{ musteri_adi }} <a href="{{odeme_linki}}">öde</a></p>',
      ),
    ).toEqual({
      unknown: [],
      missing: [],
    });
  });

  it('reports unknown placeholders once and the missing required ones', () => {
    expect(checkTemplate('bank_details', '{{isim}} {{isim}}', '<p>{{tutar}}</p>')).toEqual({
      unknown: ['isim', 'tutar'],
      missing: ['banka_bilgileri'],
    });
  });
});
