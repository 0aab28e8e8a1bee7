/**
 * IBANs: one normaliser, one validator (ISO 13616 check digits) and one formatter, used by the
 * contracts' fields, the admin forms, the storefront and the server.
 */

/** Spaces removed, upper-cased: how an IBAN is stored. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** IBAN check digits (ISO 13616, mod 97): spaces ignored, letters as 10..35; a TR IBAN has 26 characters. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('TR') && iban.length !== 26) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** 'TR330006100519786457841326' → 'TR33 0006 1005 1978 6457 8413 26'. */
export function formatIban(iban: string): string {
  return normalizeIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
