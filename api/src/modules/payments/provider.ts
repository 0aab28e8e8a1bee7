import { currencyIso } from '@villa/shared/lib/format/money';

/**
 * One payment-provider interface (issue 14) and its two providers: iyzico's Checkout Form
 * (iyzico.ts; a hosted page with 3-D Secure, the card number never reaches this server) and bank
 * transfer (bank-transfer.ts: what exists today, no card). PayTR or another provider later is one
 * more implementation of `PaymentProvider`.
 *
 * Amounts are in the currency's main unit with at most two decimals (1500.5 = 1.500,50 ₺); the
 * provider's currencies are ISO codes (TRY, not the platform's TL).
 */

export type ProviderId = 'iyzico' | 'bank_transfer';

export const PROVIDER_CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type ProviderCurrency = (typeof PROVIDER_CURRENCIES)[number];

/** The platform's currency names (TL, DOLLAR, EURO, POUND, or ISO codes) as the provider's. */
export function toProviderCurrency(currency: string): ProviderCurrency | null {
  const iso = currencyIso(currency.trim().toUpperCase());
  return (PROVIDER_CURRENCIES as readonly string[]).includes(iso) ? (iso as ProviderCurrency) : null;
}

/** Who pays: iyzico requires these buyer fields (identity number: TCKN, or a passport number). */
export interface Buyer {
  id: string;
  name: string;
  surname: string;
  email: string;
  /** E.164, such as +905551112233. */
  phone?: string | undefined;
  identityNumber: string;
  /** The guest's IP address as the API saw it. */
  ip: string;
  address: string;
  city: string;
  country: string;
}

/** One line of the basket; the lines' amounts add up to the payment's amount. */
export interface BasketItem {
  id: string;
  name: string;
  category: string;
  amount: number;
}

export interface CardPaymentRequest {
  /** Ours, echoed by the provider: the reservation's payment attempt, matched on the way back. */
  conversationId: string;
  /** Ours: the reservation code. */
  basketId: string;
  amount: number;
  currency: ProviderCurrency;
  buyer: Buyer;
  items: BasketItem[];
  /** Where the provider sends the guest back (a form post carrying `token`). */
  callbackUrl: string;
  locale?: 'tr' | 'en';
  /** Installment counts offered; default a single payment. */
  enabledInstallments?: number[];
}

export interface CardPaymentSession {
  /** The provider's token for this attempt: the key for retrieve and for the guest's page. */
  token: string;
  /** The provider's hosted payment page the guest is sent to. */
  paymentPageUrl: string;
  /** Seconds the token stays usable. */
  expiresInSeconds: number;
}

/**
 * A card payment as the provider reports it, its signature verified. `pending`: the guest has not
 * finished (or the 3-D Secure step is under way); ask again later.
 */
export interface CardPaymentResult {
  status: 'success' | 'failure' | 'pending';
  token: string;
  conversationId: string | null;
  basketId: string | null;
  /** The provider's payment reference; null until a payment exists. */
  paymentId: string | null;
  /** What was charged (iyzico's paidPrice, installment interest included). */
  amount: number | null;
  /** The basket's amount (iyzico's price). */
  price: number | null;
  currency: ProviderCurrency | null;
  installments: number | null;
  lastFour: string | null;
  /** The provider's error code on failure (10051: insufficient funds…). */
  errorCode: string | null;
  /** Turkish, for the guest: why it failed and what to do. */
  errorMessage: string | null;
  /** The provider's own text, for the log and staff. */
  providerMessage: string | null;
}

export interface RefundRequest {
  paymentId: string;
  /** The amount to give back: the whole payment or part of it. */
  amount: number;
  currency: ProviderCurrency;
  conversationId: string;
  /** The staff member's IP address. */
  ip: string;
}

export interface RefundResult {
  status: 'success' | 'failure';
  paymentId: string;
  amount: number | null;
  currency: ProviderCurrency | null;
  /** The provider's reference for this refund (recorded on the negative transaction). */
  reference: string | null;
  errorCode: string | null;
  /** Turkish, for staff. */
  errorMessage: string | null;
}

/**
 * What the provider knows of one refund we asked for (by our conversation id), from its payment
 * detail: `found` when it made it (its reference and amount), `not_found` when the payment shows
 * no such refund (it never reached the provider, or was refused).
 */
export type RefundLookup =
  { status: 'found'; reference: string | null; amount: number | null } | { status: 'not_found' };

export interface PaymentProvider {
  readonly id: ProviderId;
  /** False: the guest is offered bank transfer only. */
  readonly offersCard: boolean;
  /** True when the card path talks to a sandbox or the local stand-in: pages say 'TEST MODU'. */
  readonly testMode: boolean;
  initializeCardPayment(request: CardPaymentRequest): Promise<CardPaymentSession>;
  /** The payment behind a token, its response signature checked (PaymentSignatureError otherwise). */
  retrieveCardPayment(token: string, conversationId?: string): Promise<CardPaymentResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Whether the provider made the refund sent with `conversationId` on payment `paymentId`. */
  findRefund(request: { paymentId: string; conversationId: string }): Promise<RefundLookup>;
}

/**
 * The provider could not be used: unreachable, an unusable answer, a refused request (wrong keys),
 * or an operation this provider does not offer. `message` is Turkish, fit for staff or the guest.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'transport' | 'invalid_response' | 'rejected' | 'not_supported',
    readonly providerCode: string | null = null,
    readonly providerMessage: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The answer's signature does not match its fields: it did not come from the provider unchanged. */
export class PaymentSignatureError extends PaymentProviderError {
  constructor() {
    super('Ödeme sağlayıcısının yanıtı doğrulanamadı.', 'invalid_response');
    this.name = 'PaymentSignatureError';
  }
}

/**
 * Whether a verified result is the payment we asked for: success, same conversation (our attempt),
 * same basket, same currency and the expected amount charged (to the kuruş).
 */
export function matchesExpected(
  result: CardPaymentResult,
  expected: { conversationId: string; basketId: string; amount: number; currency: ProviderCurrency },
): boolean {
  return (
    result.status === 'success' &&
    result.conversationId === expected.conversationId &&
    result.basketId === expected.basketId &&
    result.currency === expected.currency &&
    result.price !== null &&
    Math.round(result.price * 100) === Math.round(expected.amount * 100)
  );
}
