/** The import list's logic between the route and the repository (pure: tested on its own). */

export const IMPORT_MAX = 500;

/** An import list's tokens: split on commas, semicolons and white space, blanks and repeats dropped. */
export function importTokens(items: string): string[] {
  return [
    ...new Set(
      items
        .split(/[\s,;]+/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

const DIGITS = /^\d+$/;

/** What the tokens name: ids (digits within int4) and slugs (lower-cased). */
export function splitTokens(tokens: string[]): { ids: number[]; slugs: string[] } {
  return {
    ids: tokens
      .filter((t) => DIGITS.test(t))
      .map(Number)
      .filter((n) => n > 0 && n < 2_147_483_647),
    slugs: tokens.filter((t) => !DIGITS.test(t)).map((t) => t.toLowerCase()),
  };
}

/**
 * Matches each token to a found villa, in the list's order: the villas picked (each once) and the
 * tokens that named none.
 */
export function pickVillas(
  tokens: string[],
  found: { id: number; slug: string; name: string }[],
): { picked: { id: number; name: string }[]; unknown: string[] } {
  const picked: { id: number; name: string }[] = [];
  const unknown: string[] = [];
  for (const t of tokens) {
    const v = DIGITS.test(t)
      ? found.find((f) => f.id === Number(t))
      : found.find((f) => f.slug === t.toLowerCase());
    if (!v) unknown.push(t);
    else if (!picked.some((p) => p.id === v.id)) picked.push({ id: v.id, name: v.name });
  }
  return { picked, unknown };
}
