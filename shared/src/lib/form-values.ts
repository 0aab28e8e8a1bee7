/**
 * A form's starting values: each field of `defaults` taken from the record being edited when it has
 * one (not null or undefined), else the default. `defaults` names every field of the form, so a
 * record's extra fields (id, counts, timestamps) never reach the form.
 *
 *   const valuesOf = valuesFrom<Town, TownBodyInput>({ name: '', slug: '', popular: false });
 *   valuesOf(null)  // a new town: the defaults
 *   valuesOf(town)  // an edit: the town's name, slug and popular
 *
 * `adapt` rewrites fields whose stored form differs from the form's (an IBAN shown grouped).
 */
export function valuesFrom<Row extends object, Values extends object>(
  defaults: Values,
  adapt?: (values: Values, row: Row) => Partial<Values>,
): (row: Row | null | undefined) => Values {
  return (row) => {
    if (!row) return { ...defaults };
    const source = row as Record<string, unknown>;
    const values = { ...defaults } as Record<string, unknown>;
    for (const key of Object.keys(defaults)) {
      const value = source[key];
      if (value !== null && value !== undefined) values[key] = value;
    }
    const result = values as Values;
    return adapt ? { ...result, ...adapt(result, row) } : result;
  };
}
