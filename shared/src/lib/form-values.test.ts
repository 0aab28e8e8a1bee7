import { describe, expect, it } from 'vitest';
import { valuesFrom } from './form-values';

type Town = { id: number; name: string; slug: string; popular: boolean; note: string | null };
type TownValues = { name: string; slug: string; popular: boolean; note: string };

const valuesOf = valuesFrom<Town, TownValues>({ name: '', slug: '', popular: false, note: '' });

describe('valuesFrom', () => {
  it('gives the defaults for a new record, as a fresh object each time', () => {
    const a = valuesOf(null);
    expect(a).toEqual({ name: '', slug: '', popular: false, note: '' });
    a.name = 'changed';
    expect(valuesOf(undefined).name).toBe('');
  });

  it("takes the record's fields, keeps the default for a null one and drops fields the form lacks", () => {
    const town: Town = { id: 7, name: 'Kaş', slug: 'kas', popular: true, note: null };
    expect(valuesOf(town)).toEqual({ name: 'Kaş', slug: 'kas', popular: true, note: '' });
  });

  it('keeps falsy values that are not null (false, 0, empty text)', () => {
    const town: Town = { id: 1, name: '', slug: 'x', popular: false, note: '' };
    expect(valuesFrom<Town, TownValues>({ name: 'd', slug: 'd', popular: true, note: 'd' })(town)).toEqual({
      name: '',
      slug: 'x',
      popular: false,
      note: '',
    });
  });

  it('lets adapt rewrite a field from the record', () => {
    const upper = valuesFrom<Town, TownValues>(
      { name: '', slug: '', popular: false, note: '' },
      (values) => ({ slug: values.slug.toUpperCase() }),
    );
    expect(upper({ id: 1, name: 'A', slug: 'kas', popular: false, note: null }).slug).toBe('KAS');
    expect(upper(null).slug).toBe('');
  });
});
