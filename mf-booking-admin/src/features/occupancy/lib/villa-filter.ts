/**
 * The timeline's villa search, over the rows already loaded: a villa is shown when its name or its
 * town contains every word typed, compared in Turkish lower case ('I' → 'ı', 'İ' → 'i'), so
 * 'ısparta' finds 'ISPARTA' and 'İzmir' finds 'izmir' while 'i' and 'ı' stay different letters.
 */
export function foldTr(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

export function filterVillas<V extends { name: string; townName: string }>(
  villas: readonly V[],
  query: string,
): readonly V[] {
  const words = foldTr(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return villas;
  return villas.filter((v) => {
    const hay = foldTr(`${v.name} ${v.townName}`);
    return words.every((w) => hay.includes(w));
  });
}
