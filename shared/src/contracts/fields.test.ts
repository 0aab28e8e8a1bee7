import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decimal,
  emailAddress,
  idOrSlug,
  int,
  INT4_MAX,
  isoDate,
  isoMonth,
  linkToken,
  optionalText,
  recordId,
  recordIdCsv,
  recordIdList,
  specIds,
  text,
} from './fields';

const ok = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? r.data : undefined;
};
const error = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('recordId', () => {
  const villa = recordId('Villa');

  it('takes decimal digits from a URL and JSON integers, within int4', () => {
    expect(ok(villa, '16')).toBe(16);
    expect(ok(villa, 16)).toBe(16);
    expect(ok(villa, '0016')).toBe(16);
    expect(ok(villa, String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('refuses hex, exponents, spaces, signs, fractions, booleans and values past int4', () => {
    for (const bad of [
      '0x10',
      '1e3',
      ' 16',
      '16 ',
      '+16',
      '-1',
      '0',
      '1.5',
      '16.0',
      '2147483648',
      '99999999999',
    ]) {
      expect(ok(villa, bad), JSON.stringify(bad)).toBeUndefined();
    }
    for (const bad of [true, false, null, 0, -1, 1.5, 2147483648, 1e308, [], [1], {}, Number.NaN]) {
      expect(ok(villa, bad), JSON.stringify(bad)).toBeUndefined();
    }
    expect(error(villa, '0x10')).toBe('Villa geçersiz: 1 ile 2147483647 arasında bir tam sayı olmalı.');
  });

  it('asks to choose when nothing was chosen (absent, empty, or a placeholder 0)', () => {
    expect(error(villa, undefined)).toBe('Villa seçin.');
    expect(error(villa, '')).toBe('Villa seçin.');
    expect(error(villa, 0)).toBe('Villa seçin.');
    expect(error(villa, '0')).toBe('Villa seçin.');
  });

  it('lists and comma-separated lists hold ids only', () => {
    expect(ok(recordIdList('Görsel', { max: 3 }), [3, '2', 1])).toEqual([3, 2, 1]);
    expect(ok(recordIdList('Görsel', { max: 3 }), [1, true])).toBeUndefined();
    expect(error(recordIdList('Görsel', { max: 3 }), [1, 2, 3, 4])).toBe(
      'Görsel listesi en fazla 3 kayıt içerebilir.',
    );
    expect(ok(recordIdCsv('Özellik'), '3, 7,')).toBe('3, 7,');
    expect(ok(recordIdCsv('Özellik'), '3,2147483648')).toBeUndefined();
    expect(ok(recordIdCsv('Özellik'), '3,havuz')).toBeUndefined();
  });

  it('id-or-slug references: slugs pass as text, digits must be an id', () => {
    expect(ok(idOrSlug('İlçe'), 'fethiye')).toBe('fethiye');
    expect(ok(idOrSlug('İlçe'), '12')).toBe('12');
    expect(error(idOrSlug('İlçe'), '99999999999')).toBe('İlçe geçersiz.');
    expect(ok(idOrSlug('İlçe'), 'a\u0000b')).toBeUndefined();
  });
});

describe('int and decimal', () => {
  it('bounded integers with Turkish messages', () => {
    const capacity = int('Kapasite', 1, 60);
    expect(ok(capacity, '6')).toBe(6);
    expect(ok(capacity, 6)).toBe(6);
    expect(error(capacity, '0')).toBe('Kapasite en az 1 olmalı.');
    expect(error(capacity, 61)).toBe('Kapasite en fazla 60 olabilir.');
    expect(error(capacity, '1e1')).toBe('Kapasite bir tam sayı olmalı.');
    expect(error(capacity, 1.5)).toBe('Kapasite bir tam sayı olmalı.');
    expect(error(capacity, true)).toBe('Kapasite bir tam sayı olmalı.');
    expect(error(capacity, undefined)).toBe('Kapasite gerekli.');
  });

  it('the int4 range is the default bound', () => {
    expect(ok(int('Sayı'), '-2147483648')).toBe(-2147483648);
    expect(ok(int('Sayı'), '2147483648')).toBeUndefined();
    expect(ok(int('Sayı'), 99999999999)).toBeUndefined();
  });

  it('decimals in plain notation, with a dot or a comma', () => {
    const price = decimal('Fiyat', 0, 1000);
    expect(ok(price, '12,5')).toBe(12.5);
    expect(ok(price, '12.25')).toBe(12.25);
    expect(ok(price, 7)).toBe(7);
    for (const bad of ['1e3', '0x10', 'Infinity', 'abc', true, null, Number.POSITIVE_INFINITY]) {
      expect(ok(price, bad), String(bad)).toBeUndefined();
    }
    expect(error(price, -1)).toBe('Fiyat negatif olamaz.');
    expect(error(price, '1001')).toBe('Fiyat en fazla 1000 olabilir.');
  });
});

describe('text', () => {
  it('trims, bounds and refuses a NUL byte', () => {
    expect(ok(text('Ad', 5), '  Ayşe ')).toBe('Ayşe');
    expect(error(text('Ad', 5), '   ')).toBe('Ad gerekli.');
    expect(error(text('Ad', 5), 'a\u0000b')).toBe('Ad geçersiz bir karakter (NUL) içeriyor.');
    expect(error(text('Ad', 5), 'abcdefg')).toBe('Ad en fazla 5 karakter olabilir.');
    expect(error(text('Ad', 5), 7)).toBe('Ad metin olmalı.');
    expect(ok(optionalText('Not', 10), undefined)).toBe('');
    expect(ok(optionalText('Not', 10), 'x\u0000')).toBeUndefined();
  });
});

describe('dates', () => {
  it('isoDate accepts only real calendar days', () => {
    const day = isoDate('Giriş tarihi');
    expect(ok(day, '2028-02-29')).toBe('2028-02-29');
    expect(error(day, '2027-02-29')).toBe('Giriş tarihi geçerli bir tarih değil.');
    expect(error(day, '2027-02-30')).toBe('Giriş tarihi geçerli bir tarih değil.');
    expect(error(day, 'abc')).toBe('Giriş tarihi YYYY-AA-GG biçiminde olmalı.');
    expect(error(day, '2027-2-1')).toBe('Giriş tarihi YYYY-AA-GG biçiminde olmalı.');
    expect(ok(day, '0000-01-01')).toBeUndefined();
    expect(ok(day, '99999-01-01')).toBeUndefined();
  });

  it('isoMonth accepts YYYY-MM in a sensible range', () => {
    expect(ok(isoMonth('Ay'), '2026-07')).toBe('2026-07');
    expect(ok(isoMonth('Ay'), '2026-13')).toBeUndefined();
    expect(ok(isoMonth('Ay'), '0000-01')).toBeUndefined();
  });
});

describe('visitor fields', () => {
  it('emailAddress trims and lower-cases, and explains a bad address', () => {
    expect(ok(emailAddress(), '  Ayse@Ornek.COM ')).toBe('ayse@ornek.com');
    expect(error(emailAddress(), 'ayse@')).toBe('Geçerli bir e-posta adresi girin.');
    expect(error(emailAddress(), undefined)).toBe('E-posta adresi gerekli.');
  });

  it('linkToken takes 16 to max URL-safe characters, with the message given', () => {
    expect(ok(linkToken(20), 'abcDEF123_-abcdef')).toBe('abcDEF123_-abcdef');
    expect(ok(linkToken(20), 'short')).toBeUndefined();
    expect(ok(linkToken(20), 'a'.repeat(21))).toBeUndefined();
    expect(error(linkToken(80, 'Bağlantı geçersiz.'), 'abc/def.ghi+jklmnop')).toBe('Bağlantı geçersiz.');
  });
});

describe('wire fragments', () => {
  it('specIds gives a record answer its id twice: id and the key the SPEC names', () => {
    const district = z.object({ ...specIds('district_id'), name: z.string() });
    expect(Object.keys(district.shape)).toEqual(['id', 'district_id', 'name']);
    expect(ok(district, { id: 4, district_id: 4, name: 'Kalkan' })).toEqual({
      id: 4,
      district_id: 4,
      name: 'Kalkan',
    });
    expect(ok(district, { id: 4, district_id: 4.5, name: 'Kalkan' })).toBeUndefined();
  });
});
