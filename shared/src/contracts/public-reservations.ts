import { z } from 'zod';
import { endpoint } from './endpoint';
import { bank } from './banks';
import {
  emailAddress,
  int,
  isoDate,
  linkToken,
  optionalText,
  recordId,
  reservationAmounts,
  stayDates,
  stayFields,
} from './fields';

/**
 * The visitor's side of villa reservations (SPEC §2): the reservation request from a villa page,
 * 'Rezervasyonlarım' (/enquire: a reservation found by its code and e-mail) and the page behind
 * the payment link (/odeme/{token}). All public.
 */

const tags = ['storefront reservations'];

const email = emailAddress();

export const reservationRequestBody = z.object({
  villaId: recordId('Villa'),
  checkIn: isoDate('Giriş tarihi'),
  checkOut: isoDate('Çıkış tarihi'),
  guests: int('Misafir sayısı', 1, 50),
  /** Guests by age; without them the request is `guests` adults (as before). */
  adults: int('Yetişkin sayısı', 1, 50).optional(),
  children: int('Çocuk sayısı', 0, 50).optional(),
  infants: int('Bebek sayısı', 0, 20).optional(),
  name: z
    .string({ error: 'Ad soyad gerekli.' })
    .trim()
    .min(3, 'Adınızı ve soyadınızı yazın.')
    .max(120, 'Ad soyad en fazla 120 karakter olabilir.'),
  phone: z
    .string({ error: 'Telefon numarası gerekli.' })
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, 'Geçerli bir telefon numarası girin.'),
  email,
  note: optionalText('Not', 1000),
  kvkk: z.literal(true, { error: 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekiyor.' }),
});
export type ReservationRequestInput = z.input<typeof reservationRequestBody>;

export const reservationRequestResult = z.object({
  code: z.string(),
  status: z.string(),
  totalTl: z.number(),
  prepaymentTl: z.number(),
  /**
   * True when this was a repeat of the visitor's open request (same e-mail, villa and dates within
   * 24 hours): nothing new was created and `code` is the one given the first time.
   */
  existing: z.boolean(),
  message: z.string(),
});
export type ReservationRequestResult = z.infer<typeof reservationRequestResult>;

/**
 * Answers 201 with a new request, 200 with the visitor's open one (`existing: true`): both statuses
 * are documented, so the API registers this route by hand from these fields (not registerRoute).
 */
export const requestReservation = endpoint({
  method: 'POST',
  path: '/v1/reservations',
  summary: 'Rezervasyon talebi (fiyat sunucuda hesaplanır; durum "Yeni talep")',
  description:
    'Aynı e-posta, villa ve tarihlerle 24 saat içinde gönderilmiş açık bir talep varsa yeni kayıt ' +
    'oluşturulmaz: 200 ile mevcut kod döner (`existing: true`). Idempotency-Key başlığı desteklenir.',
  tags,
  body: reservationRequestBody,
  response: reservationRequestResult,
  status: 201,
});

export const enquireResult = z.object({
  code: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  villa: z.object({ name: z.string(), slug: z.string(), thumbnail: z.string() }),
  customerName: z.string(),
  ...stayDates,
  nights: z.number(),
  guests: z.number(),
  totalTl: z.number(),
  prepaymentTl: z.number(),
  paidTl: z.number(),
  balanceTl: z.number(),
  depositTl: z.number(),
  createdAt: z.string(),
  instructions: z.array(z.string()),
  banks: z.array(bank.pick({ bankName: true, accountHolder: true, iban: true })),
});
export type EnquireResult = z.infer<typeof enquireResult>;

export const enquireQuery = z.object({
  code: z
    .string({ error: 'Rezervasyon kodu gerekli.' })
    .trim()
    .min(4, 'Rezervasyon kodunu girin.')
    .max(20, 'Rezervasyon kodu en fazla 20 karakter olabilir.'),
  email,
});
export type EnquireQuery = z.input<typeof enquireQuery>;

export const enquireReservation = endpoint({
  method: 'GET',
  path: '/v1/enquire',
  summary: 'Rezervasyon sorgulama (kod ve e-posta)',
  tags,
  query: enquireQuery,
  response: enquireResult,
});

export const paymentPage = z.object({
  reservationCode: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  customerName: z.string(),
  villaName: z.string(),
  villaSlug: z.string(),
  ...stayFields,
  ...reservationAmounts,
  prepaymentDue: z.number(),
  balanceAtCheckIn: z.number(),
  optionExpiresAt: z.string().nullable(),
  /** The total in the other currencies (DOLLAR, EURO, POUND) at today's rates. */
  totalInCurrencies: z.record(z.string(), z.number()),
  /** The active accounts; the currency as stored (not limited to the bank form's choices). */
  banks: z.array(
    bank
      .pick({ bankName: true, branch: true, accountHolder: true, iban: true })
      .extend({ currency: z.string() }),
  ),
  contactPhone: z.string(),
});
export type PaymentPage = z.infer<typeof paymentPage>;

/** The page behind the payment link (public; the token is the secret). */
export const getPaymentPage = endpoint({
  method: 'GET',
  path: '/v1/payment/{token}',
  summary: 'Ödeme linki sayfasının verisi',
  tags: ['payment'],
  params: z.object({ token: linkToken(80) }),
  response: paymentPage,
});
