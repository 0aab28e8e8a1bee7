import { describe, expect, it } from 'vitest';
import { filterVillas, foldTr } from './villa-filter';

const villas = [
  { id: 1, name: 'Villa Işık', townName: 'Kaş' },
  { id: 2, name: 'VİLLA İNCİ', townName: 'Kalkan' },
  { id: 3, name: 'Villa Zeytin', townName: 'ISPARTA' },
  { id: 4, name: 'Villa Çınar', townName: 'Fethiye' },
];
const ids = (q: string) => filterVillas(villas, q).map((v) => v.id);

describe('filterVillas', () => {
  it('folds case the Turkish way', () => {
    expect(foldTr('IİŞĞÇÖÜ')).toBe('ıişğçöü');
    expect(ids('ışık')).toEqual([1]);
    expect(ids('IŞIK')).toEqual([1]);
    expect(ids('inci')).toEqual([2]);
    expect(ids('ısparta')).toEqual([3]);
  });

  it("keeps 'i' and 'ı' apart (no English folding)", () => {
    expect(ids('isparta')).toEqual([]);
    expect(ids('ışik')).toEqual([]);
  });

  it("matches the town as well as the name, every word anywhere, and '' keeps every villa", () => {
    expect(ids('kaş')).toEqual([1]);
    expect(ids('fethiye çınar')).toEqual([4]);
    expect(ids('villa')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
    expect(filterVillas(villas, '')).toBe(villas);
  });
});
