import { z } from 'zod';
import { isValidIban, normalizeIban } from '../lib/format/iban';
import { PHONE_MIN_DIGITS, PHONE_PATTERN, phoneDigits } from '../lib/format/phone';
import { formatNumberTr } from '../lib/format/number';

/**
 * Field helpers every contract composes (STYLE: "Shared field helpers ... live in one `fields`
 * module"). Each one accepts only what the database can hold, so bad input is a Turkish 400 at
 * the edge and never reaches SQL: ids are decimal digits in PostgreSQL's int4 range, integers
 * are bounded, strings carry no NUL byte, dates are real calendar days.
 * Path and query values arrive as strings, JSON bodies as numbers or strings: both are accepted,
 * but only in plain decimal notation ("0x10", "1e3", " 16" and `true` are refused).
 */

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold U+0000; a NUL byte is never a legitimate character. */
export const hasNul = (v: string): boolean => v.includes('\u0000');
export const NUL_MESSAGE = 'Metin geçersiz bir karakter (NUL) içeriyor.';
const noNulMessage = (label: string) => `${label} geçersiz bir karakter (NUL) içeriyor.`;
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} gerekli.` : `${label} metin olmalı.`;

const UNSIGNED = /^[0-9]+$/;
const SIGNED = /^-?[0-9]+$/;

/** `''` in a query string (`?villa_id=`) means the filter is not set. */
export const blankAsAbsent = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

/**
 * A record id: 1..2147483647, from a path or query string of decimal digits or a JSON integer.
 * Missing, empty or 0 (a select box left on its placeholder) → "{label} seçin."; anything else
 * that is not such a number → "{label} geçersiz: ...".
 */
export function recordId(label = 'Kayıt') {
  const choose = `${label} seçin.`;
  const bad = `${label} geçersiz: 1 ile ${INT4_MAX} arasında bir tam sayı olmalı.`;
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= INT4_MAX;
  // Every branch says the same: form resolvers report a union's first branch, not the union.
  const message = (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' || issue.input === 0 || issue.input === '0'
      ? choose
      : bad;
  return z
    .union(
      [
        z
          .number({ error: message })
          .refine((v) => v !== 0, { error: choose, abort: true })
          .int(bad)
          .min(1, bad)
          .max(INT4_MAX, bad),
        z
          .string({ error: message })
          .min(1, { error: choose, abort: true })
          .max(10, { error: bad, abort: true })
          .regex(UNSIGNED, { error: bad, abort: true })
          .refine((v) => Number(v) !== 0, { error: choose, abort: true })
          .refine((v) => inRange(Number(v)), bad),
      ],
      { error: message },
    )
    .transform((v) => Number(v));
}

/** A filter of a query string (or a form field left empty): absent or empty means "not set". */
export const queryFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

/** An optional id filter of a query string: absent or empty means "not set". */
export const recordIdFilter = (label = 'Kayıt') => queryFilter(recordId(label));

/** The path parameters of a `/…/{id}` endpoint. */
export const idParams = (label = 'Kayıt') => z.object({ id: recordId(label) });

/** A list of ids in a JSON body (sort orders, feature sets, bulk deletes). */
export const recordIdList = (label: string, opts: { min?: number; max: number }) => {
  const list = z.array(recordId(label), { error: `${label} listesi gerekli.` });
  return list
    .min(opts.min ?? 0, `${label} listesi boş olamaz.`)
    .max(opts.max, `${label} listesi en fazla ${opts.max} kayıt içerebilir.`);
};

/** Whether a string is an id in decimal digits within int4 (what `recordId` accepts from a URL). */
export const isRecordIdText = (v: string): boolean =>
  UNSIGNED.test(v) && v.length <= 10 && Number(v) >= 1 && Number(v) <= INT4_MAX;

const csvItems = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * A record named by its id or its slug (`?town=3` or `?town=fethiye`): digits must be an id in
 * int4's range; anything else is compared as a slug (text, so it can only fail to match).
 */
export const idOrSlug = (label: string, max = 140) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((v) => !hasNul(v), noNulMessage(label))
    .refine((v) => !UNSIGNED.test(v) || isRecordIdText(v), `${label} geçersiz.`);

/** A comma-separated list of ids or slugs (`?types=2,tas-ev`), at most `maxItems` of them. */
export const idOrSlugList = (label: string, maxItems = 20) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .max(maxItems * 141, `${label} listesi çok uzun.`)
    .refine((v) => !hasNul(v), noNulMessage(label))
    .refine((v) => csvItems(v).length <= maxItems, `${label} listesi en fazla ${maxItems} öğe içerebilir.`)
    .refine((v) => csvItems(v).every((x) => !UNSIGNED.test(x) || isRecordIdText(x)), `${label} geçersiz.`);

/** A comma-separated list of ids (`?features=3,7`), at most `maxItems` of them. */
export const recordIdCsv = (label: string, maxItems = 50) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .max(maxItems * 11, `${label} listesi çok uzun.`)
    .refine((v) => csvItems(v).length <= maxItems, `${label} listesi en fazla ${maxItems} öğe içerebilir.`)
    .refine((v) => csvItems(v).every(isRecordIdText), `${label} listesi yalnızca kayıt numaraları içermeli.`);

/**
 * An integer between `min` and `max` (int4 by default), from a string of decimal digits with an
 * optional minus sign or a JSON integer.
 */
export function int(label: string, min: number = INT4_MIN, max: number = INT4_MAX) {
  const lo = Math.max(min, INT4_MIN);
  const hi = Math.min(max, INT4_MAX);
  const nan = `${label} bir tam sayı olmalı.`;
  const tooSmall = lo === 0 ? `${label} negatif olamaz.` : `${label} en az ${lo} olmalı.`;
  const tooBig = `${label} en fazla ${hi} olabilir.`;
  // One explanation for any input, used by every branch: form resolvers report a union's first
  // branch (a form sends "99" as text, so the number branch must still say "en fazla 60").
  const explain = ({ input }: { input?: unknown }) => {
    if (input === undefined || input === '') return `${label} gerekli.`;
    const n =
      typeof input === 'number'
        ? input
        : typeof input === 'string' && SIGNED.test(input)
          ? Number(input)
          : NaN;
    if (!Number.isInteger(n)) return nan;
    return n < lo ? tooSmall : n > hi ? tooBig : nan;
  };
  const inRange = (n: number) => n >= lo && n <= hi;
  return z
    .union(
      [
        z
          .number({ error: explain })
          .int({ error: explain, abort: true })
          .min(lo, { error: explain })
          .max(hi, { error: explain }),
        z
          .string({ error: explain })
          .max(11, { error: explain, abort: true })
          .regex(SIGNED, { error: explain, abort: true })
          .refine((v) => inRange(Number(v)), { error: explain }),
      ],
      { error: explain },
    )
    .transform((v) => Number(v));
}

const DECIMAL = /^-?[0-9]{1,15}([.,][0-9]{1,6})?$/;

/**
 * A decimal amount (prices, fees, rates, coordinates) between `min` and `max`: a JSON number or a
 * string like "1250", "1250.5" or "1250,5". Exponents, hex, Infinity and NaN are refused.
 */
export function decimal(label: string, min: number, max: number) {
  const nan = `${label} bir sayı olmalı.`;
  const tooSmall = min === 0 ? `${label} negatif olamaz.` : `${label} en az ${min} olmalı.`;
  const tooBig = `${label} en fazla ${max} olabilir.`;
  const parse = (v: string) => (DECIMAL.test(v.trim()) ? Number(v.trim().replace(',', '.')) : NaN);
  // As in int: every branch explains any input the same way.
  const explain = ({ input }: { input?: unknown }) => {
    if (input === undefined || (typeof input === 'string' && input.trim() === '')) return `${label} gerekli.`;
    const n = typeof input === 'number' ? input : typeof input === 'string' ? parse(input) : NaN;
    if (!Number.isFinite(n)) return nan;
    return n < min ? tooSmall : n > max ? tooBig : nan;
  };
  const inRange = (n: number) => n >= min && n <= max;
  return z
    .union(
      [
        z.number({ error: explain }).min(min, { error: explain }).max(max, { error: explain }),
        z
          .string({ error: explain })
          .trim()
          .regex(DECIMAL, { error: explain, abort: true })
          .refine((v) => inRange(parse(v)), { error: explain }),
      ],
      { error: explain },
    )
    .transform((v) => (typeof v === 'number' ? v : parse(v)));
}

/** Money: two decimals at most in meaning, up to ten million by default. */
export const money = (label: string, max = 10_000_000) => decimal(label, 0, max);

/** Required text: trimmed, not empty, at most `max` characters, no NUL byte. */
export const text = (label: string, max: number) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, `${label} gerekli.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((v) => !hasNul(v), noNulMessage(label));

/** A URL slug a form may leave empty (the API then makes one from the name): lowercase letters, digits, dashes. */
export const optionalSlug = () =>
  z
    .string()
    .trim()
    .max(140, 'Adres (slug) en fazla 140 karakter olabilir.')
    .regex(/^[a-z0-9-]*$/, 'Adres (slug) yalnızca küçük harf, rakam ve tire içerebilir.')
    .optional()
    .default('');

/** Text that may be empty: trimmed, at most `max` characters, no NUL byte (chain .regex, .default...). */
export const trimmedText = (label: string, max: number) =>
  z
    .string({ error: textError(label) })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((v) => !hasNul(v), noNulMessage(label));

/** Optional text: trimmed, '' when left out, at most `max` characters, no NUL byte. */
export const optionalText = (label: string, max: number) => trimmedText(label, max).optional().default('');

/**
 * A string kept as sent (passwords, rich text before sanitising, tokens): at most `max`
 * characters, no NUL byte.
 */
export const rawText = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((v) => !hasNul(v), noNulMessage(label));

/** A free-text filter of a query string (search box): trimmed, no NUL, absent when empty. */
export const queryText = (label: string, max = 100) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: `${label} metin olmalı.` })
      .trim()
      .max(max, `${label} en fazla ${max} karakter olabilir.`)
      .refine((v) => !hasNul(v), noNulMessage(label))
      .optional(),
  );

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD between the years 1900 and 2999 (2027-02-30 is not). */
export function isRealIsoDate(v: string): boolean {
  if (!ISO_DAY.test(v)) return false;
  const year = Number(v.slice(0, 4));
  if (year < 1900 || year > 2999) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar day as YYYY-MM-DD. */
export const isoDate = (label: string) =>
  z
    .string({ error: textError(label) })
    .regex(ISO_DAY, { error: `${label} YYYY-AA-GG biçiminde olmalı.`, abort: true })
    .refine(isRealIsoDate, `${label} geçerli bir tarih değil.`);

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as YYYY-MM between the years 1900 and 2999. */
export const isoMonth = (label: string) =>
  z
    .string({ error: textError(label) })
    .regex(ISO_MONTH, { error: `${label} YYYY-AA biçiminde olmalı.`, abort: true })
    .refine(
      (v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2999,
      `${label} geçerli bir ay değil.`,
    );

/** An optional day filter of a query string: absent or empty means "not set". */
export const optionalIsoDate = (label: string) => queryFilter(isoDate(label));

/** A list's date1–date2 filter: the first and last day, either may be left out. */
export const dateRangeFilters = {
  date1: optionalIsoDate('Başlangıç tarihi'),
  date2: optionalIsoDate('Bitiş tarihi'),
};

/** A booking list's day filters: starting from a day, finished by a day, created on a day. */
export const bookedPeriodFilters = {
  started_at: optionalIsoDate('Başlangıç tarihi'),
  finished_at: optionalIsoDate('Bitiş tarihi'),
  created_at: optionalIsoDate('Oluşturma tarihi'),
};

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * A day or a moment: YYYY-MM-DD, optionally followed by a time and a zone
 * (2026-07-01T14:30:00+03:00). Normalised to the ISO string the database reads.
 */
export const isoDateTime = (label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .regex(ISO_DATE_TIME, {
      error: `${label} geçerli bir tarih/saat olmalı (YYYY-AA-GG SS:DD).`,
      abort: true,
    })
    .refine(
      (v) => isRealIsoDate(v.slice(0, 10)) && !Number.isNaN(new Date(v.replace(' ', 'T')).getTime()),
      `${label} geçerli bir tarih değil.`,
    );

/** A boolean of a query string: true/1 and false/0; absent or empty means "not set". */
export const queryFlag = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === undefined) return undefined;
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      return v;
    },
    z.boolean({ error: `${label} true veya false olmalı.` }).optional(),
  );

/** An IBAN with valid check digits (lib/format/iban), spaces ignored, stored upper-cased without spaces. */
export const iban = (label = 'IBAN') =>
  z
    .string({ error: textError(label) })
    .max(64, `${label} en fazla 34 karakter olabilir.`)
    .transform(normalizeIban)
    .refine(isValidIban, `Geçersiz ${label}: numarayı ve kontrol basamaklarını kontrol edin.`);

/** A Turkish IBAN (TR, 26 characters, valid check digits), spaces ignored; '' when not given. */
export const optionalIbanTr = (label = 'IBAN') =>
  z
    .string({ error: `${label} metin olmalı.` })
    .max(64, `${label} en fazla 26 karakter olmalı.`)
    .transform(normalizeIban)
    .refine(
      (v) => v === '' || (v.startsWith('TR') && isValidIban(v)),
      `${label} TR ile başlayan, kontrol basamakları doğru 26 karakter olmalı.`,
    )
    .optional()
    .default('');

/** A phone number as people type it: digits, spaces, + ( ) -, at least 10 digits. */
export const phone = (label = 'Telefon numarası') =>
  z
    .string({ error: textError(label) })
    .trim()
    .max(30, `${label} en fazla 30 karakter olabilir.`)
    .regex(PHONE_PATTERN, `${label} geçersiz (ör. +90 532 555 12 34).`)
    .refine((v) => phoneDigits(v) >= PHONE_MIN_DIGITS, `${label} en az ${PHONE_MIN_DIGITS} rakam içermeli.`);

/** skip/take query parameters of a paged list (the SPEC §9 page size is the default). */
export function pagingQuery(defaultTake: number, maxTake = 100) {
  return z.object({
    skip: z.preprocess(blankAsAbsent, int('Başlangıç (skip)', 0, INT4_MAX).default(0)),
    take: z.preprocess(blankAsAbsent, int('Sayfa boyutu (take)', 1, maxTake).default(defaultTake)),
  });
}

/** The `{ message }` answer of an action (deleted, sorted, saved...). */
export const messageContent = z.object({ message: z.string() });

/** The longest rich text (pages, blog posts, mail templates) the editor may send. */
export const MAX_HTML = 200_000;

/** Rich text as the editor sends it; the API sanitises it before it is stored. */
export const richText = (label: string) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .max(MAX_HTML, `${label} çok uzun (en fazla ${formatNumberTr(MAX_HTML)} karakter).`)
    .refine((v) => !hasNul(v), NUL_MESSAGE);

/** An e-mail address a visitor types (reservation request, enquiry, newsletter): trimmed, lower-cased. */
export const emailAddress = () =>
  z
    .string({ error: 'E-posta adresi gerekli.' })
    .trim()
    .toLowerCase()
    .max(254, 'E-posta adresi çok uzun.')
    .email('Geçerli bir e-posta adresi girin.');

/** The secret of a link (payment link, review link, a card payment attempt): URL-safe, 16 to `max` characters. */
export const linkToken = (max: number, message?: string) =>
  z
    .string()
    .min(16, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

/**
 * The create and update bodies of a dated period of a villa or a boat (price periods, closings):
 * `fields` has start_date and end_date (YYYY-MM-DD); the create body names the period's owner
 * first (`{ villa_id: recordId('Villa') }`). `sameDay`: whether a period may end on its first day.
 */
export function periodBodies<
  Owner extends z.ZodRawShape,
  Fields extends z.ZodRawShape & { start_date: z.ZodType<string>; end_date: z.ZodType<string> },
>(owner: Owner, fields: Fields, order: { sameDay: boolean; message: string }) {
  // Both bodies carry the two days (Fields says so); zod cannot see it through the spread.
  const ordered = (v: object) => {
    const { start_date: start, end_date: end } = v as { start_date: string; end_date: string };
    return order.sameDay ? end >= start : end > start;
  };
  const refinement = { message: order.message, path: ['end_date'] };
  return {
    create: z.object({ ...owner, ...fields }).refine(ordered, refinement),
    update: z.object(fields).refine(ordered, refinement),
  };
}

// ---- Wire fragments: fields several answers carry under the same names (spread them in place) ----

/** A record known by its name and its URL slug (types, towns, districts, boats). */
export const namedRecord = { id: z.number().int(), name: z.string(), slug: z.string() };

/** A reservation an answer refers to. */
export const reservationRef = { reservationId: z.number().int(), reservationCode: z.string() };

/** A villa an answer refers to. */
export const villaRef = { villaId: z.number().int(), villaName: z.string() };

/** A villa a snake_case answer refers to (statements, reports, feed alerts). */
export const villaRefSnake = { villa_id: z.number().int(), villa_name: z.string() };

/** The town a snake_case answer's record is in (marinas, districts, report rows). */
export const townRef = { town_id: z.number().int(), town_name: z.string() };

/**
 * The two ids of a SPEC record answer: `id` and the same number under the record's own key
 * (`district_id`, `marina_id`, ...), which the SPEC's clients read.
 */
export const specIds = <K extends string>(key: K) => ({
  id: z.number().int(),
  ...({ [key]: z.number().int() } as Record<K, z.ZodNumber>),
});

/** A reservation's money as staff and the payment page see it (TL): the total, the prepayment, what is paid. */
export const reservationAmounts = {
  totalAmount: z.number(),
  prepaymentAmount: z.number(),
  paidAmount: z.number(),
};

/** The customer of a reservation or an offer. */
export const customerFields = {
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
};

/** A dated period's first and last day (YYYY-MM-DD); each record says whether the last is included. */
export const periodDays = { start_date: z.string(), end_date: z.string() };

/** The days of a stay (YYYY-MM-DD). */
export const stayDates = { checkIn: z.string(), checkOut: z.string() };

/** A stay: its days, nights and guests. */
export const stayFields = { ...stayDates, nights: z.number().int(), guests: z.number().int() };
