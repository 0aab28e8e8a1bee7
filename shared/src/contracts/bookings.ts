/**
 * Wire shapes and request schemas of the bookings area: villa reservations, payments,
 * manual closings, occupancy, messages (outbox), offers and the public payment page.
 * Amounts are numbers in TL unless a currency is named.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  blankAsAbsent,
  customerFields,
  dateRangeFilters,
  decimal,
  idParams,
  int,
  isoDate,
  pagingQuery,
  queryFilter,
  recordId,
  reservationAmounts,
  reservationRef,
  stayFields,
  trimmedText,
  villaRef,
} from './fields';
import { RESERVATION_STATUSES } from './reservations';
import { stayQuoteShape } from './villas';

export const reservationStatusSchema = z.enum(RESERVATION_STATUSES, { message: 'Geçerli bir durum seçin.' });

/** Statuses staff may give a reservation they create themselves. */
export const CREATE_STATUSES = ['new', 'awaiting_prepayment', 'confirmed'] as const;

const reservationFields = {
  villaId: recordId('Villa'),
  customerName: trimmedText('Müşteri adı', 120).min(2, 'Müşteri adı gerekli.'),
  customerEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(160)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Geçerli bir e-posta adresi girin.')
    .default(''),
  customerPhone: trimmedText('Telefon', 30)
    .regex(/^[+0-9 ()-]*$/, 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir.')
    .default(''),
  checkIn: isoDate('Giriş tarihi'),
  checkOut: isoDate('Çıkış tarihi'),
  adults: int('Yetişkin sayısı', 1, 50),
  children: z.preprocess(blankAsAbsent, int('Çocuk sayısı', 0, 50).default(0)),
  extraFees: z.preprocess(blankAsAbsent, decimal('Ek ücret', 0, 10_000_000).default(0)),
  /** Empty: the villa's prepayment rate of the total. */
  prepaymentAmount: z.preprocess(
    (v) => (v === '' ? null : v),
    decimal('Ön ödeme', 0, 100_000_000).nullable().optional(),
  ),
  note: trimmedText('Müşteri notu', 2000).default(''),
  staffNote: trimmedText('Personel notu', 2000).default(''),
};
const datesOrdered = (v: { checkIn: string; checkOut: string }) => v.checkOut > v.checkIn;
const datesMessage = { message: 'Çıkış tarihi giriş tarihinden sonra olmalı.', path: ['checkOut'] };

export const reservationCreateSchema = z
  .object({
    ...reservationFields,
    status: z.enum(CREATE_STATUSES, { message: 'Geçerli bir başlangıç durumu seçin.' }).default('new'),
    optionHours: z.preprocess(blankAsAbsent, int('Opsiyon süresi (saat)', 1, 720).default(24)),
  })
  .refine(datesOrdered, datesMessage);
export type ReservationCreateBody = z.input<typeof reservationCreateSchema>;

export const reservationUpdateSchema = z.object(reservationFields).refine(datesOrdered, datesMessage);
export type ReservationUpdateBody = z.input<typeof reservationUpdateSchema>;

export const reservationStatusChangeSchema = z.object({
  status: reservationStatusSchema,
  /** For awaiting_prepayment: hours until the option expires. */
  optionHours: z.preprocess(blankAsAbsent, int('Opsiyon süresi (saat)', 1, 720).optional()),
  reason: trimmedText('Açıklama', 500).default(''),
});
export type ReservationStatusChangeBody = z.input<typeof reservationStatusChangeSchema>;
export type ReservationStatusChange = z.output<typeof reservationStatusChangeSchema>;

export const sendMessageSchema = z.object({
  id: recordId('Rezervasyon'),
  optionHours: z.preprocess(blankAsAbsent, int('Opsiyon süresi (saat)', 1, 720).optional()),
});
export type SendMessageBody = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

export const DATE_TYPES = ['checkin', 'checkout', 'created'] as const;
export const DATE_TYPE_LABELS: Record<(typeof DATE_TYPES)[number], string> = {
  checkin: 'Giriş tarihi',
  checkout: 'Çıkış tarihi',
  created: 'Oluşturma tarihi',
};
export const RESERVATION_ORDERS = ['created_desc', 'created_asc', 'checkin_asc', 'checkin_desc'] as const;
export const RESERVATION_ORDER_LABELS: Record<(typeof RESERVATION_ORDERS)[number], string> = {
  created_desc: 'En yeni kayıt',
  created_asc: 'En eski kayıt',
  checkin_asc: 'Girişi en yakın',
  checkin_desc: 'Girişi en uzak',
};

export const reservationRow = z.object({
  id: z.number().int(),
  reservationCode: z.string(),
  status: z.string(),
  ...villaRef,
  ...customerFields,
  ...stayFields,
  ...reservationAmounts,
  /** What is still owed on the whole stay. */
  dueAmount: z.number(),
  optionExpiresAt: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export type ReservationRow = z.infer<typeof reservationRow>;

export const reservationLog = z.object({
  id: z.number().int(),
  action: z.string(),
  message: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReservationLog = z.infer<typeof reservationLog>;

/** One message of the outbox, as the outbox list and a reservation's detail send it. */
export const outboxMessage = z.object({
  id: z.number().int(),
  reservationId: z.number().int().nullable(),
  reservationCode: z.string().nullable(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const TRANSACTION_METHODS = ['card', 'bank_transfer', 'cash'] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];
export const TRANSACTION_METHOD_LABELS: Record<TransactionMethod, string> = {
  card: 'Kredi kartı',
  bank_transfer: 'Havale / EFT',
  cash: 'Nakit',
};
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  completed: 'Tamamlandı',
  pending: 'Beklemede',
  failed: 'Başarısız',
  refunded: 'İade edildi',
};
export const PAYMENT_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export const CURRENCY_SIGNS: Record<(typeof PAYMENT_CURRENCIES)[number], string> = {
  TL: '₺',
  DOLLAR: '$',
  EURO: '€',
  POUND: '£',
};

export const transactionMethodSchema = z.enum(TRANSACTION_METHODS, {
  message: 'Geçerli bir ödeme yöntemi seçin.',
});
export const transactionStatusValueSchema = z.enum(TRANSACTION_STATUSES, {
  message: 'Geçerli bir ödeme durumu seçin.',
});

export const transactionCreateSchema = z.object({
  reservationId: recordId('Rezervasyon'),
  amount: decimal('Tutar', 0, 100_000_000).refine((v) => v > 0, 'Tutar 0’dan büyük olmalı.'),
  currency: z.enum(PAYMENT_CURRENCIES, { message: 'Geçerli bir para birimi seçin.' }).default('TL'),
  method: transactionMethodSchema,
  status: transactionStatusValueSchema.default('completed'),
  paidAt: isoDate('Ödeme tarihi').optional(),
  note: trimmedText('Not', 500).default(''),
});
export type TransactionCreateBody = z.input<typeof transactionCreateSchema>;
export type TransactionCreateValues = z.output<typeof transactionCreateSchema>;

export const transactionStatusSchema = z.object({ status: transactionStatusValueSchema });

export const transactionRow = z.object({
  id: z.number().int(),
  ...reservationRef,
  customerName: z.string(),
  villaName: z.string(),
  amount: z.number(),
  currency: z.string(),
  amountTl: z.number(),
  method: z.string(),
  status: z.string(),
  paidAt: z.string(),
  note: z.string(),
  createdAt: z.string(),
  /** Card payments (issue 14): the provider, its payment reference, installments, the card's last four. */
  provider: z.string().nullable(),
  providerReference: z.string().nullable(),
  installments: z.number().int().nullable(),
  cardLastFour: z.string().nullable(),
  /** A refund: the payment it gives back (negative amount). */
  refundOfId: z.number().int().nullable(),
  /** A card payment: what can still be refunded (TL); null for other payments. */
  refundable: z.number().nullable(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const reservationDetail = reservationRow.extend({
  adults: z.number().int(),
  children: z.number().int(),
  /** Under 2 (a web request's breakdown); in the total guests. */
  infants: z.number().int(),
  accommodationAmount: z.number(),
  cleaningFee: z.number(),
  extraFees: z.number(),
  deposit: z.number(),
  /** Balance to be paid at check-in: total less the prepayment. */
  balanceAtCheckIn: z.number(),
  /** Prepayment still open (prepayment less what was paid, not below 0). */
  prepaymentDue: z.number(),
  note: z.string(),
  staffNote: z.string(),
  paymentToken: z.string().nullable(),
  /** The total in the other currencies (DOLLAR, EURO, POUND) at today's rates. */
  totalInCurrencies: z.record(z.string(), z.number()),
  allowedStatuses: z.array(z.string()),
  logs: z.array(reservationLog),
  transactions: z.array(transactionRow),
  messages: z.array(outboxMessage),
});
export type ReservationDetail = z.infer<typeof reservationDetail>;

export const EXTERNAL_STATUSES = ['active', 'cancelled'] as const;
export const EXTERNAL_STATUS_LABELS: Record<(typeof EXTERNAL_STATUSES)[number], string> = {
  active: 'Aktif (takvim kapalı)',
  cancelled: 'İptal',
};

export const externalBodySchema = z
  .object({
    villaId: recordId('Villa'),
    status: z.enum(EXTERNAL_STATUSES, { message: 'Geçerli bir durum seçin.' }).default('active'),
    startedAt: isoDate('Başlangıç tarihi'),
    finishedAt: isoDate('Bitiş tarihi'),
    note: trimmedText('Açıklama', 500).default(''),
  })
  .refine((v) => v.finishedAt > v.startedAt, {
    message: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.',
    path: ['finishedAt'],
  });
export type ExternalBody = z.input<typeof externalBodySchema>;
export type ExternalValues = z.output<typeof externalBodySchema>;

const offerGuests = int('Kişi sayısı', 1, 50);
const offerVillaIds = z
  .array(recordId('Villa'), { message: 'En az bir villa seçin.' })
  .min(1, 'En az bir villa seçin.')
  .max(30, 'Bir teklifte en fazla 30 villa olabilir.');

export const offerCreateSchema = z
  .object({
    customerName: reservationFields.customerName,
    customerEmail: reservationFields.customerEmail,
    customerPhone: reservationFields.customerPhone,
    checkIn: isoDate('Giriş tarihi'),
    checkOut: isoDate('Çıkış tarihi'),
    guests: offerGuests,
    villaIds: offerVillaIds,
    /** Last day (Türkiye) on which the offer link works. */
    validUntil: isoDate('Geçerlilik tarihi'),
    note: trimmedText('Not', 1000).default(''),
  })
  .refine(datesOrdered, datesMessage);
export type OfferCreateBody = z.input<typeof offerCreateSchema>;
export type OfferCreateValues = z.output<typeof offerCreateSchema>;

/** The dates, guests and villas of an offer, priced before it is saved. */
export const offerPreviewSchema = z
  .object({
    checkIn: isoDate('Giriş tarihi'),
    checkOut: isoDate('Çıkış tarihi'),
    guests: offerGuests,
    villaIds: offerVillaIds,
  })
  .refine(datesOrdered, datesMessage);
export type OfferPreviewBody = z.input<typeof offerPreviewSchema>;

// ---- Endpoints: villa reservations for staff (SPEC §7) and the outbox ----

const tags = ['reservations'];

export const reservationListQuery = pagingQuery(100).extend({
  order: queryFilter(z.enum(RESERVATION_ORDERS, { message: 'Geçerli bir sıralama seçin.' })),
  oldrez: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1'),
    z.boolean().optional(),
  ),
  status: queryFilter(reservationStatusSchema),
  villa_id: queryFilter(recordId()),
  reservation_id: queryFilter(trimmedText('Rezervasyon kodu', 40)),
  customer_name: queryFilter(trimmedText('Müşteri adı', 120)),
  datetype: queryFilter(z.enum(DATE_TYPES, { message: 'Geçerli bir tarih türü seçin.' })),
  ...dateRangeFilters,
});
export type ReservationListQuery = z.output<typeof reservationListQuery>;

export const reservationQuoteQuery = z.object({
  villa_id: recordId(),
  check_in: isoDate('Giriş tarihi'),
  check_out: isoDate('Çıkış tarihi'),
  guests: z.preprocess(blankAsAbsent, int('Misafir sayısı', 1, 50).default(1)),
});

/** A stay quote computed by the server (all amounts in TL; villas.ts has its fields). */
export const stayQuote = stayQuoteShape(() => z.number().int());
export type StayQuote = z.infer<typeof stayQuote>;

export const messageSent = z.object({
  outboxId: z.number().int(),
  mailStatus: z.string(),
  status: z.string(),
});
export type MessageSent = z.infer<typeof messageSent>;

export const listReservations = endpoint({
  method: 'GET',
  path: '/v1/admin/reservations',
  summary: 'Villa rezervasyonları (100’er)',
  description:
    'oldrez=true geçmiş konaklamalar (çıkışı bugünden önce), aksi halde güncel ve gelecek olanlar. ' +
    'datetype (checkin | checkout | created) ile date1–date2 aralığı. OWNER yalnızca kendi villalarını görür.',
  tags,
  query: reservationListQuery,
  response: z.array(reservationRow),
  total: true,
});

/** Registered without a documented response (as before): the OpenAPI document shows none. */
export const quoteReservation = endpoint({
  method: 'GET',
  path: '/v1/admin/reservations/quote',
  summary: 'Konaklama fiyatı (rezervasyon formu önizlemesi)',
  tags,
  query: reservationQuoteQuery,
  response: stayQuote,
});

export const getReservation = endpoint({
  method: 'GET',
  path: '/v1/admin/reservations/{id}',
  summary: 'Rezervasyon detayı',
  tags,
  params: idParams(),
  response: reservationDetail,
});

export const createReservation = endpoint({
  method: 'POST',
  path: '/v1/admin/reservations',
  summary: 'Personel rezervasyonu oluştur',
  description:
    'Tutarlar sunucuda fiyat dönemlerinden hesaplanır; bloklayan durumlar tarihleri kapatır (çakışma 409).',
  tags,
  body: reservationCreateSchema,
  response: reservationDetail,
  status: 201,
});

export const updateReservation = endpoint({
  method: 'PUT',
  path: '/v1/admin/reservations/{id}',
  summary: 'Rezervasyonu düzenle',
  tags,
  params: idParams(),
  body: reservationUpdateSchema,
  response: reservationDetail,
});

export const changeReservationStatus = endpoint({
  method: 'PATCH',
  path: '/v1/admin/reservations/{id}',
  summary: 'Rezervasyon durumunu değiştir',
  description: 'İzin verilen geçişler STATUS_TRANSITIONS; bloklayan duruma geçiş çakışmada 409 döner.',
  tags,
  params: idParams(),
  body: reservationStatusChangeSchema,
  response: reservationDetail,
});

export const sendPaymentLink = endpoint({
  method: 'POST',
  path: '/v1/admin/sendpaymentlink',
  summary: 'Müşteriye ödeme linki gönder (opsiyon başlatır)',
  tags,
  body: sendMessageSchema,
  response: messageSent,
});

export const sendBankDetails = endpoint({
  method: 'POST',
  path: '/v1/admin/sendbank',
  summary: 'Müşteriye banka hesap bilgilerini gönder (opsiyon başlatır)',
  tags,
  body: sendMessageSchema,
  response: messageSent,
});

export const sendConfirmation = endpoint({
  method: 'POST',
  path: '/v1/admin/sendconfirm',
  summary: 'Müşteriye rezervasyon onayı gönder',
  tags,
  body: sendMessageSchema,
  response: messageSent,
});

export const outboxQuery = pagingQuery(20).extend({ reservation_id: queryFilter(recordId()) });

/** Every message sent or stored (without SMTP_URL the outbox is the mailbox). */
export const listOutbox = endpoint({
  method: 'GET',
  path: '/v1/admin/outbox',
  summary: 'Gönderilen / bekleyen e-postalar (giden kutusu)',
  tags: ['mail'],
  query: outboxQuery,
  response: z.array(outboxMessage),
  total: true,
});
