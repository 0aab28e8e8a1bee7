import { describe, expect, it } from 'vitest';
import { importTokens, pickVillas, splitTokens } from '../src/modules/showcases/service.ts';

describe('showcase import list', () => {
  it('splits on commas, semicolons and white space, dropping blanks and repeats', () => {
    expect(importTokens(' 12, villa-a;\n\n12 Villa-B\t,, ')).toEqual(['12', 'villa-a', 'Villa-B']);
  });

  it('reads digits within int4 as ids and the rest as lower-cased slugs', () => {
    expect(splitTokens(['12', '0', '99999999999', 'Villa-B'])).toEqual({
      ids: [12],
      slugs: ['villa-b'],
    });
  });

  it('picks each villa once, in the list order, and names the tokens that matched none', () => {
    const found = [
      { id: 3, slug: 'villa-a', name: 'Villa A' },
      { id: 7, slug: 'villa-b', name: 'Villa B' },
    ];
    expect(pickVillas(['7', 'VILLA-A', 'villa-b', 'yok', '42'], found)).toEqual({
      picked: [
        { id: 7, name: 'Villa B' },
        { id: 3, name: 'Villa A' },
      ],
      unknown: ['yok', '42'],
    });
  });
});
