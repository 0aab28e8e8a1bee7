import { foldTurkish } from './turkish';

/**
 * The password rule for staff accounts, in one place: the API applies it to every password it
 * stores and the users form applies the same function before sending. The strength estimate
 * (zxcvbn-ts with its common-password dictionaries, ~350 KB) is passed in, so this module stays
 * small: the API imports `password-strength` directly, the admin form loads it lazily.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn score (0–4) a password must reach: 3 means about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  required: 'Şifre gerekli.',
  tooShort: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı.`,
  tooLong: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  blank: 'Şifre yalnızca boşluklardan oluşamaz.',
  personal: `Şifre adınızdan, soyadınızdan veya e-posta adresinizden türetilmiş; bunlar sayılmadan en az ${PASSWORD_MIN_LENGTH} karakter olmalı.`,
  weak: 'Bu şifre kolay tahmin edilir. Daha uzun ve sıradan olmayan bir şifre seçin.',
} as const;

/** The account a password is for: its words must not make up the password. */
export interface PasswordOwner {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

/** A strength estimate: zxcvbn's score (0–4) and its warning in Turkish, if any. */
export type PasswordStrength = (
  password: string,
  userInputs: readonly string[],
) => { score: number; warning: string | null };

/** Lower case with Turkish letters and accents folded: 'AYŞE', 'Ayse' and 'ayşe' compare equal. */
function fold(text: string): string {
  return foldTurkish(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The owner's identifying words, folded: first and last name (whole and each part), the e-mail's
 * local part (whole and each part). Words under 3 letters identify nothing and are left out.
 */
export function ownerWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (text: string | undefined, separators: RegExp) => {
    const whole = fold(text ?? '').trim();
    if (!whole) return;
    words.add(whole.replace(/\s+/g, ''));
    for (const part of whole.split(separators)) words.add(part);
  };
  add(owner.firstName, /[\s'’-]+/);
  add(owner.lastName, /[\s'’-]+/);
  add((owner.email ?? '').split('@')[0], /[^a-z0-9]+/);
  // Longest first, so a whole name goes before its parts when they are taken out.
  return [...words].filter((w) => w.length >= 3).sort((a, b) => b.length - a.length);
}

/** Code points, so an emoji counts as one character. */
const lengthOf = (text: string) => [...text].length;

/**
 * The rules that need no dictionary: length, not only spaces, and not built from the owner's
 * name or e-mail (with those words taken out, at least PASSWORD_MIN_LENGTH characters remain).
 */
export function passwordShapeProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  let rest = fold(password);
  for (const word of ownerWords(owner)) rest = rest.split(word).join('');
  if (lengthOf(rest) < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.personal;
  return null;
}

/**
 * The whole rule: the shape above, then the strength estimate with the owner's words as the
 * first dictionary (a password of a common word plus the owner's name scores low).
 * Returns the Turkish message to show, or null when the password may be used.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  strength: PasswordStrength,
): string | null {
  const shape = passwordShapeProblem(password, owner);
  if (shape) return shape;
  const { score, warning } = strength(foldTurkish(password), ownerWords(owner));
  if (score >= PASSWORD_MIN_SCORE) return null;
  return warning ? `${PASSWORD_MESSAGES.weak} ${warning}` : PASSWORD_MESSAGES.weak;
}
