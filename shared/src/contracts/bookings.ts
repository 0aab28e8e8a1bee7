/**
 * Wire shapes and request schemas of the bookings area: villa reservations, payments,
 * manual closings, occupancy, messages (outbox), offers and the public payment page.
 * Amounts are numbers in TL unless a currency is named.
 */
import { z } from 'zod';
import { blankAsAbsent, decimal, int, isoDate, recordId, trimmedText } from './fields';
import { RESERVATION_STATUSES } from './reservations';

/** A calendar day as YYYY-MM-DD (fields.isoDate). */
export const bookingDate = (label: string) => isoDate(label);

const text = trimmedText;
/** '' from an emptied form field counts as left out, so the default applies. */
const blank = blankAsAbsent;

export const reservationStatusSchema = z.enum(RESERVATION_STATUSES, { message: 'Geçerli bir durum seçin.' });

/** Statuses staff may give a reservation they create themselves. */
export const CREATE_STATUSES = ['new', 'awaiting_prepayment', 'confirmed'] as const;

const reservationFields = {
  villaId: recordId('Villa'),
  customerName: text('Müşteri adı', 120).min(2, 'Müşteri adı gerekli.'),
  customerEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(160)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Geçerli bir e-posta adresi girin.')
    .default(''),
  customerPhone: text('Telefon', 30)
    .regex(/^[+0-9 ()-]*$/, 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir.')
    .default(''),
  checkIn: bookingDate('Giriş tarihi'),
  checkOut: bookingDate('Çıkış tarihi'),
  adults: int('Yetişkin sayısı', 1, 50),
  children: z.preprocess(blank, int('Çocuk sayısı', 0, 50).default(0)),
  extraFees: z.preprocess(blank, decimal('Ek ücret', 0, 10_000_000).default(0)),
  /** Empty: the villa's prepayment rate of the total. */
  prepaymentAmount: z.preprocess(
    (v) => (v === '' ? null : v),
    decimal('Ön ödeme', 0, 100_000_000).nullable().optional(),
  ),
  note: text('Müşteri notu', 2000).default(''),
  staffNote: text('Personel notu', 2000).default(''),
};
const datesOrdered = (v: { checkIn: string; checkOut: string }) => v.checkOut > v.checkIn;
const datesMessage = { message: 'Çıkış tarihi giriş tarihinden sonra olmalı.', path: ['checkOut'] };

export const reservationCreateSchema = z
  .object({
    ...reservationFields,
    status: z.enum(CREATE_STATUSES, { message: 'Geçerli bir başlangıç durumu seçin.' }).default('new'),
    optionHours: z.preprocess(blank, int('Opsiyon süresi (saat)', 1, 720).default(24)),
  })
  .refine(datesOrdered, datesMessage);
export type ReservationCreateBody = z.input<typeof reservationCreateSchema>;

export const reservationUpdateSchema = z.object(reservationFields).refine(datesOrdered, datesMessage);
export type ReservationUpdateBody = z.input<typeof reservationUpdateSchema>;

export const reservationStatusChangeSchema = z.object({
  status: reservationStatusSchema,
  /** For awaiting_prepayment: hours until the option expires. */
  optionHours: z.preprocess(blank, int('Opsiyon süresi (saat)', 1, 720).optional()),
  reason: text('Açıklama', 500).default(''),
});
export type ReservationStatusChangeBody = z.input<typeof reservationStatusChangeSchema>;
export type ReservationStatusChange = z.output<typeof reservationStatusChangeSchema>;

export const sendMessageSchema = z.object({
  id: recordId('Rezervasyon'),
  optionHours: z.preprocess(blank, int('Opsiyon süresi (saat)', 1, 720).optional()),
});
export type SendMessageBody = z.input<typeof sendMessageSchema>;

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

export interface ReservationRow {
  id: number;
  reservationCode: string;
  status: string;
  villaId: number;
  villaName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  totalAmount: number;
  prepaymentAmount: number;
  paidAmount: number;
  /** What is still owed on the whole stay. */
  dueAmount: number;
  optionExpiresAt: string | null;
  source: string;
  createdAt: string;
}

export interface ReservationLog {
  id: number;
  action: string;
  message: string;
  userName: string | null;
  createdAt: string;
}

export interface OutboxMessage {
  id: number;
  reservationId: number | null;
  reservationCode: string | null;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  error: string | null;
  createdAt: string;
}

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

export const transactionCreateSchema = z.object({
  reservationId: recordId('Rezervasyon'),
  amount: decimal('Tutar', 0, 100_000_000).refine((v) => v > 0, 'Tutar 0’dan büyük olmalı.'),
  currency: z.enum(PAYMENT_CURRENCIES, { message: 'Geçerli bir para birimi seçin.' }).default('TL'),
  method: z.enum(TRANSACTION_METHODS, { message: 'Geçerli bir ödeme yöntemi seçin.' }),
  status: z.enum(TRANSACTION_STATUSES, { message: 'Geçerli bir ödeme durumu seçin.' }).default('completed'),
  paidAt: bookingDate('Ödeme tarihi').optional(),
  note: text('Not', 500).default(''),
});
export type TransactionCreateBody = z.input<typeof transactionCreateSchema>;

export const transactionStatusSchema = z.object({
  status: z.enum(TRANSACTION_STATUSES, { message: 'Geçerli bir ödeme durumu seçin.' }),
});

export interface TransactionRow {
  id: number;
  reservationId: number;
  reservationCode: string;
  customerName: string;
  villaName: string;
  amount: number;
  currency: string;
  amountTl: number;
  method: string;
  status: string;
  paidAt: string;
  note: string;
  createdAt: string;
}

export interface ReservationDetail extends ReservationRow {
  adults: number;
  children: number;
  accommodationAmount: number;
  cleaningFee: number;
  extraFees: number;
  deposit: number;
  /** Balance to be paid at check-in: total less the prepayment. */
  balanceAtCheckIn: number;
  /** Prepayment still open (prepayment less what was paid, not below 0). */
  prepaymentDue: number;
  note: string;
  staffNote: string;
  paymentToken: string | null;
  /** The total in the other currencies at today's rates. */
  totalInCurrencies: Partial<Record<'DOLLAR' | 'EURO' | 'POUND', number>>;
  allowedStatuses: string[];
  logs: ReservationLog[];
  transactions: TransactionRow[];
  messages: OutboxMessage[];
}

export const EXTERNAL_STATUSES = ['active', 'cancelled'] as const;
export const EXTERNAL_STATUS_LABELS: Record<(typeof EXTERNAL_STATUSES)[number], string> = {
  active: 'Aktif (takvim kapalı)',
  cancelled: 'İptal',
};

export const externalBodySchema = z
  .object({
    villaId: recordId('Villa'),
    status: z.enum(EXTERNAL_STATUSES, { message: 'Geçerli bir durum seçin.' }).default('active'),
    startedAt: bookingDate('Başlangıç tarihi'),
    finishedAt: bookingDate('Bitiş tarihi'),
    note: text('Açıklama', 500).default(''),
  })
  .refine((v) => v.finishedAt > v.startedAt, {
    message: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.',
    path: ['finishedAt'],
  });
export type ExternalBody = z.input<typeof externalBodySchema>;
export type ExternalValues = z.output<typeof externalBodySchema>;

export interface ExternalEntry {
  id: number;
  villaId: number;
  villaName: string;
  status: string;
  startedAt: string;
  finishedAt: string;
  note: string;
  createdAt: string;
}

export type OccupancyKind = 'booked' | 'option' | 'closed';
export interface OccupancySpan {
  villaId: number;
  /** First blocked night and the exclusive end, clipped to nothing: the raw block. */
  start: string;
  end: string;
  kind: OccupancyKind;
  reservationId: number | null;
  reservationCode: string | null;
  customerName: string | null;
  label: string;
}
export interface OccupancyMonth {
  month: string;
  days: string[];
  villas: Array<{ id: number; name: string; townName: string }>;
  spans: OccupancySpan[];
}

export interface DashboardSummary {
  today: string;
  checkIns: Array<Pick<ReservationRow, 'id' | 'reservationCode' | 'villaName' | 'customerName' | 'guests'>>;
  checkOuts: Array<Pick<ReservationRow, 'id' | 'reservationCode' | 'villaName' | 'customerName' | 'guests'>>;
  monthly: Array<{ month: string; count: number; confirmed: number }>;
}

export interface PaymentPage {
  reservationCode: string;
  status: string;
  statusLabel: string;
  customerName: string;
  villaName: string;
  villaSlug: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  totalAmount: number;
  prepaymentAmount: number;
  paidAmount: number;
  prepaymentDue: number;
  balanceAtCheckIn: number;
  optionExpiresAt: string | null;
  totalInCurrencies: Partial<Record<'DOLLAR' | 'EURO' | 'POUND', number>>;
  banks: Array<{ bankName: string; branch: string; accountHolder: string; iban: string; currency: string }>;
  contactPhone: string;
}

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
    checkIn: bookingDate('Giriş tarihi'),
    checkOut: bookingDate('Çıkış tarihi'),
    guests: offerGuests,
    villaIds: offerVillaIds,
    /** Last day (Türkiye) on which the offer link works. */
    validUntil: bookingDate('Geçerlilik tarihi'),
    note: text('Not', 1000).default(''),
  })
  .refine(datesOrdered, datesMessage);
export type OfferCreateBody = z.input<typeof offerCreateSchema>;
export type OfferCreateValues = z.output<typeof offerCreateSchema>;

/** The dates, guests and villas of an offer, priced before it is saved. */
export const offerPreviewSchema = z
  .object({
    checkIn: bookingDate('Giriş tarihi'),
    checkOut: bookingDate('Çıkış tarihi'),
    guests: offerGuests,
    villaIds: offerVillaIds,
  })
  .refine(datesOrdered, datesMessage);
export type OfferPreviewBody = z.input<typeof offerPreviewSchema>;

/** One villa of an offer being prepared: its total, or why it cannot be offered. */
export interface OfferQuoteLine {
  villaId: number;
  name: string;
  totalAmount: number | null;
  nights: number;
  reason: string | null;
}
export interface OfferCreated {
  offer: OfferRow;
  /** Villas left out of the offer, with the reason. */
  skipped: OfferQuoteLine[];
}

export interface OfferVilla {
  villaId: number;
  slug: string;
  name: string;
  thumbnail: string;
  totalAmount: number;
  capacity: number;
  townName: string;
}
export interface OfferRow {
  id: number;
  token: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  note: string;
  expiresAt: string | null;
  createdAt: string;
  villas: OfferVilla[];
}
/** GET /v1/offer?client=true&token=… (public). */
export interface PublicOffer {
  customerName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  expiresAt: string | null;
  villas: OfferVilla[];
}
