import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimal, linkToken, optionalText, text } from './fields';

/**
 * Card payments (issue 14): the guest's card path behind the payment link (/odeme/{token}) and the
 * 'Ödeme Ayarları' of ADMIN. The card number never reaches this server: the guest pays on the
 * provider's hosted page (iyzico's Checkout Form with 3-D Secure; in test mode its local stand-in),
 * the provider posts back to the callback, and the server records the payment once.
 * Refunds: ./transactions (refundTransaction).
 */

const tags = ['payment'];

/** The payment link's secret (the reservation's payment token). */
const paymentToken = linkToken(80);
/** One card payment attempt's key (its conversation id with the provider). */
const attemptRef = linkToken(64);

export const PAYMENT_PURPOSES = ['prepayment', 'balance', 'none'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  prepayment: 'Ön ödeme',
  balance: 'Kalan tutar',
  none: 'Ödenecek tutar yok',
};

export const cardPaymentOptions = z.object({
  /** False: bank transfer only (no provider keys in production, or bank transfer chosen). */
  offersCard: z.boolean(),
  /** The card path talks to a sandbox or the local stand-in: the page says 'TEST MODU'. */
  testMode: z.boolean(),
  /** What is due now in TL: the open prepayment, otherwise the balance. */
  dueNow: z.number(),
  purpose: z.enum(PAYMENT_PURPOSES),
});
export type CardPaymentOptions = z.infer<typeof cardPaymentOptions>;

export const getCardPaymentOptions = endpoint({
  method: 'GET',
  path: '/v1/payment/{token}/card',
  summary: 'Ödeme linki: kartla ödeme seçeneği ve şimdi ödenecek tutar',
  tags,
  params: z.object({ token: paymentToken }),
  response: cardPaymentOptions,
});

export const startCardPayment = endpoint({
  method: 'POST',
  path: '/v1/payment/{token}/card',
  summary: 'Kartla ödemeyi başlat (ödeme sağlayıcısının güvenli sayfasına yönlendirir)',
  description:
    'Şimdi ödenecek tutar (açık ön ödeme, yoksa kalan tutar) için sağlayıcının ödeme formunu başlatır; yanıt, misafirin yönlendirileceği sayfanın adresidir.',
  tags,
  params: z.object({ token: paymentToken }),
  body: z.object({}).strict().optional(),
  response: z.object({
    paymentPageUrl: z.string(),
    /** The attempt's key: the result page's address. */
    ref: z.string(),
    testMode: z.boolean(),
  }),
  status: 201,
});

/** What the provider posts back (a form post): its token for the payment. */
export const cardPaymentCallbackBody = z.object({
  token: z.string().min(1).max(200),
});

export const cardPaymentCallback = endpoint({
  method: 'POST',
  path: '/v1/payment/callback/{ref}',
  summary: 'Ödeme sağlayıcısının dönüşü (form post, token)',
  description:
    'Sağlayıcı, misafirin tarayıcısı üzerinden token’ı gönderir; sunucu ödemeyi token ile sağlayıcıdan sorgular (imza, tutar, para birimi ve rezervasyon kontrol edilir), bir kez kaydeder ve misafiri sonuç sayfasına (303) yönlendirir.',
  tags,
  params: z.object({ ref: attemptRef }),
  body: cardPaymentCallbackBody,
  response: z.object({ location: z.string() }),
});

export const CARD_RESULT_STATUSES = ['succeeded', 'failed', 'pending', 'expired'] as const;
export type CardResultStatus = (typeof CARD_RESULT_STATUSES)[number];

export const cardPaymentResult = z.object({
  status: z.enum(CARD_RESULT_STATUSES),
  reservationCode: z.string(),
  /** TL. */
  amount: z.number(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The provider's payment reference (succeeded). */
  reference: z.string().nullable(),
  installments: z.number().int().nullable(),
  lastFour: z.string().nullable(),
  /** Turkish: why it failed and what to do (failed, expired). */
  message: z.string().nullable(),
  testMode: z.boolean(),
  /** The reservation after the payment. */
  reservationStatusLabel: z.string(),
  paidAmount: z.number(),
});
export type CardPaymentResult = z.infer<typeof cardPaymentResult>;

export const getCardPaymentResult = endpoint({
  method: 'GET',
  path: '/v1/payment/{token}/card/{ref}',
  summary: 'Kartla ödemenin sonucu',
  tags,
  params: z.object({ token: paymentToken, ref: attemptRef }),
  response: cardPaymentResult,
});

// ---- 'Ödeme Ayarları' (ADMIN) ----

export const PAYMENT_PROVIDERS = ['iyzico', 'bank_transfer'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderId, string> = {
  iyzico: 'iyzico (kartla ödeme, 3-D Secure)',
  bank_transfer: 'Yalnızca havale / EFT',
};

/** How guests are served now, from the settings and the environment. */
export const PAYMENT_EFFECTIVE_MODES = ['live', 'sandbox', 'standin', 'bank_transfer'] as const;
export const PAYMENT_EFFECTIVE_LABELS: Record<(typeof PAYMENT_EFFECTIVE_MODES)[number], string> = {
  live: 'Canlı: kartla ödemeler gerçek olarak alınıyor.',
  sandbox: 'Test (iyzico sandbox): misafir sayfalarında TEST MODU yazar, gerçek para çekilmez.',
  standin:
    'Test modu (yerel deneme sağlayıcısı): anahtar girilmediği için kartla ödeme bu sunucudaki deneme sayfasıyla çalışır; gerçek para çekilmez.',
  bank_transfer: 'Kartla ödeme kapalı: misafirlere yalnızca havale / EFT gösterilir.',
};

const keyState = z.object({
  set: z.boolean(),
  /** '••••1234'; null when not set. */
  masked: z.string().nullable(),
});

export const paymentSettingsView = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  live: z.boolean(),
  apiKey: keyState,
  secretKey: keyState,
  /** PAYMENT_SECRET_KEY is set: keys can be stored. */
  canStoreKeys: z.boolean(),
  effectiveMode: z.enum(PAYMENT_EFFECTIVE_MODES),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsView>;

const optionalKey = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    text(label, 200)
      .refine((v) => !/\s/.test(v), `${label} boşluk içeremez.`)
      .optional(),
  );

export const paymentSettingsBody = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { message: 'Geçerli bir ödeme sağlayıcısı seçin.' }),
  live: z.boolean().default(false),
  /** A new API key; empty keeps the stored one. */
  apiKey: optionalKey('API anahtarı'),
  /** A new secret key; empty keeps the stored one. */
  secretKey: optionalKey('Gizli anahtar'),
  /** Removes the stored keys (test mode with the local stand-in outside production). */
  clearKeys: z.boolean().default(false),
});
export type PaymentSettingsBody = z.input<typeof paymentSettingsBody>;
export type PaymentSettingsValues = z.output<typeof paymentSettingsBody>;

export const getPaymentSettings = endpoint({
  method: 'GET',
  path: '/v1/admin/payment-settings',
  summary: 'Ödeme Ayarları (anahtarlar yalnızca maskeli)',
  tags,
  response: paymentSettingsView,
});

export const savePaymentSettings = endpoint({
  method: 'PUT',
  path: '/v1/admin/payment-settings',
  summary: 'Ödeme Ayarlarını kaydet',
  description:
    'Anahtarlar PAYMENT_SECRET_KEY ile şifrelenerek saklanır ve hiçbir yanıtta geri gönderilmez; boş bırakılan anahtar değişmez.',
  tags,
  body: paymentSettingsBody,
  response: paymentSettingsView,
});

/** A refund's amount (TL, at most what is left of the payment). */
export const refundBody = z.object({
  amount: decimal('İade tutarı', 0, 100_000_000).refine((v) => v > 0, 'İade tutarı 0’dan büyük olmalı.'),
  note: optionalText('Not', 500),
});
export type RefundBody = z.input<typeof refundBody>;
