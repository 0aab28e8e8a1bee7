import { describe, expect, it } from 'vitest';
import { foldTurkish, searchKey, slugify, truncate } from './turkish';

describe('Turkish text helpers', () => {
  it('folds Turkish letters to plain Latin letters', () => {
    expect(foldTurkish('Kaş Çeşme Göcek Üçağız Işıklı İstanbul')).toBe(
      'Kas Cesme Gocek Ucagiz Isikli Istanbul',
    );
  });

  it('matches ISTANBUL, İstanbul and istanbul, and kas with Kaş', () => {
    expect(searchKey('ISTANBUL')).toBe(searchKey('İstanbul'));
    expect(searchKey('istanbul')).toBe(searchKey('İSTANBUL'));
    expect(searchKey('Kaş')).toBe('kas');
  });

  it('makes URL slugs', () => {
    expect(slugify('Villa Şelale & Göl Manzaralı')).toBe('villa-selale-gol-manzarali');
    expect(slugify('  --Kalkan--  ')).toBe('kalkan');
  });

  it('cuts long text with an ellipsis at a word boundary', () => {
    expect(truncate('Deniz manzaralı havuzlu villa', 100)).toBe('Deniz manzaralı havuzlu villa');
    expect(truncate('Deniz manzaralı havuzlu villa', 20)).toBe('Deniz manzaralı…');
  });
});
