import { MESSAGING_LINK_BASE } from '../../config/constants';

/**
 * Phone numbers: one validator and one formatter (contracts' `phone` field, forms, pages), and the
 * call and messaging links of SPEC §2.
 */

/** How a number may be typed: digits, spaces, + ( ) -, starting with + or a digit, at most 30 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,28}$/;
export const PHONE_MIN_DIGITS = 10;

export const phoneDigits = (input: string): number => input.replace(/\D/g, '').length;

/** A number as people type it (PHONE_PATTERN) with at least 10 digits; the `phone` field checks the same. */
export function isValidPhone(input: string): boolean {
  const v = input.trim();
  return PHONE_PATTERN.test(v) && phoneDigits(v) >= PHONE_MIN_DIGITS;
}

/**
 * A Turkish number written the Turkish way ('05325551234', '+90 (532) 555-1234' → '+90 532 555 12 34');
 * any other number as typed, trimmed.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('90')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 10 && /^[2-5]/.test(digits)
          ? digits
          : null;
  if (!national) return input.trim();
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** The call number of SPEC §2: spaces and a leading plus removed. */
export function dialNumber(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^\+/, '');
}

/** The messaging provider's link API with a phone parameter (and the message's text, when given). */
export function messagingLink(phone: string, text?: string): string {
  const link = `${MESSAGING_LINK_BASE}?phone=${encodeURIComponent(dialNumber(phone).replace(/\D/g, ''))}`;
  return text ? `${link}&text=${encodeURIComponent(text)}` : link;
}

/** The messaging provider's link that lets the guest pick whom to send `text` to (share menus). */
export function messagingShareLink(text: string): string {
  return `${MESSAGING_LINK_BASE}?text=${encodeURIComponent(text)}`;
}
