import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  PaymentSignatureError,
  toProviderCurrency,
  type CardPaymentRequest,
  type CardPaymentResult,
  type CardPaymentSession,
  type PaymentProvider,
  type RefundLookup,
  type RefundRequest,
  type RefundResult,
} from './provider.ts';

/*
 * iyzico's Checkout Form through its documented REST API, with node's fetch and crypto. The
 * official `iyzipay` npm client was not taken: it adds a dependency (and, through `request`, an
 * unmaintained HTTP stack) for three POSTs and two HMACs, and it does not verify response
 * signatures itself.
 *
 * Documentation followed (docs.iyzico.com):
 * - Checkout Form initialize, POST /payment/iyzipos/checkoutform/initialize/auth/ecom:
 *   https://docs.iyzico.com/en/payment-methods/direct-charge/checkoutform/cf-implementation/cf-initialize
 * - Checkout Form retrieve, POST /payment/iyzipos/checkoutform/auth/ecom/detail (iyzico posts
 *   `token` to the callbackUrl; the result is then asked for with it):
 *   https://docs.iyzico.com/en/payment-methods/checkoutform/cf-implementation/cf-retrieve
 *   https://docs.iyzico.com/odeme-metotlari/odeme-formu/cf-entegrasyonu/cf-ornek-entegrasyon
 * - IYZWSv2 authorization, HMACSHA256(randomKey + uri.path + request.body, secretKey) as hex,
 *   then "IYZWSv2 " + base64("apiKey:…&randomKey:…&signature:…"):
 *   https://docs.iyzico.com/en/getting-started/preliminaries/authentication/hmacsha256-auth
 * - Response signatures (fields joined with ':', HMAC-SHA256 hex with the secret key, prices
 *   without trailing zeros); CF initialize: conversationId, token; CF retrieve: paymentStatus,
 *   paymentId, currency, basketId, conversationId, paidPrice, price, token; refund: paymentId,
 *   price, currency, conversationId:
 *   https://docs.iyzico.com/en/advanced/response-signature-validation
 * - Refunds, v2 by paymentId (full or partial), POST /v2/payment/refund:
 *   https://docs.iyzico.com/en/advanced/refund-and-cancel
 * - A refund whose answer never arrived: the reporting service's transaction detail,
 *   GET /v2/reporting/payment/details?paymentId=… (payments[] with paymentRefundStatus; the refunds
 *   under itemTransactions[].refunds[], each with refundTxId, refundConversationId, refundPrice and
 *   refundStatus 1 when made), signed over the path without its query string:
 *   https://docs.iyzico.com/en/advanced/reporting-service
 * - Test cards (5528790000000008 succeeds, 4111111111111129 not sufficient funds):
 *   https://docs.iyzico.com/en/add-ons/test-cards
 * - Error codes (10051 NOT_SUFFICIENT_FUNDS…): https://docs.iyzico.com/en/add-ons/error-codes
 *   and https://docs.iyzico.com/en/add-ons/error-codes/bank-error-codes
 */

export const IYZICO_SANDBOX_URL = 'https://sandbox-api.iyzipay.com';
export const IYZICO_LIVE_URL = 'https://api.iyzipay.com';

export const IYZICO_PATHS = {
  initialize: '/payment/iyzipos/checkoutform/initialize/auth/ecom',
  retrieve: '/payment/iyzipos/checkoutform/auth/ecom/detail',
  refund: '/v2/payment/refund',
  paymentDetails: '/v2/reporting/payment/details',
} as const;

/** A price as iyzico reads and signs it: at most two decimals, no trailing zeros (10.50 → "10.5"). */
export function formatPrice(amount: number): string {
  return trimPrice(amount.toFixed(2));
}

/** iyzico's "trailing zero" rule for prices inside a signature: "10.0" → "10", "10.510" → "10.51". */
export function trimPrice(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const s = String(value);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** HMAC-SHA256 as lowercase hex. */
function hmacHex(secretKey: string, data: string): string {
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

/** The IYZWSv2 Authorization header for a request body exactly as sent. */
export function iyzwsV2Authorization(
  apiKey: string,
  secretKey: string,
  uriPath: string,
  body: string,
  randomKey: string,
): string {
  const signature = hmacHex(secretKey, randomKey + uriPath + body);
  const params = `apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** An IYZWSv2 header read back: apiKey, randomKey and signature, or null when malformed. */
export function parseIyzwsV2(
  header: string | undefined,
): { apiKey: string; randomKey: string; signature: string } | null {
  const m = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header?.trim() ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const parts = /^apiKey:([^&]*)&randomKey:([^&]*)&signature:([0-9a-f]{64})$/.exec(decoded);
  if (!parts?.[1] || !parts[2] || !parts[3]) return null;
  return { apiKey: parts[1], randomKey: parts[2], signature: parts[3] };
}

/** A response signature: the fields joined with ':' (absent ones empty), HMAC-SHA256 hex. */
export function responseSignature(secretKey: string, fields: readonly unknown[]): string {
  const text = fields.map((f) => (typeof f === 'string' || typeof f === 'number' ? String(f) : ''));
  return hmacHex(secretKey, text.join(':'));
}

/** Constant-time comparison of a response's signature with the one computed from its fields. */
export function verifyResponseSignature(
  secretKey: string,
  fields: readonly unknown[],
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(responseSignature(secretKey, fields), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signed fields of each answer, in iyzico's order (prices trimmed). */
export const signedFields = {
  initialize: (r: IyzicoJson) => [r.conversationId, r.token],
  retrieve: (r: IyzicoJson) => [
    r.paymentStatus,
    r.paymentId,
    r.currency,
    r.basketId,
    r.conversationId,
    trimPrice(r.paidPrice),
    trimPrice(r.price),
    r.token,
  ],
  refund: (r: IyzicoJson) => [r.paymentId, trimPrice(r.price), r.currency, r.conversationId],
};

/**
 * iyzico's error codes as the guest reads them: what happened and what to do, in Turkish. The codes
 * and their groups are iyzico's bank error codes (see the documentation above); the wording is ours.
 */
export const IYZICO_GUEST_MESSAGES: Readonly<Record<string, string>> = {
  '10005': 'Bankanız bu ödemeyi onaylamadı. Bankanızla görüşün ya da başka bir kartla deneyin.',
  '10012': 'Bankanız bu işlemi geçersiz saydı. Bankanızla görüşün ya da başka bir kartla deneyin.',
  '10034': 'Bankanız güvenlik nedeniyle bu ödemeye izin vermedi. Lütfen bankanızla görüşün.',
  '10041': 'Bu kartla ödeme yapılamıyor. Lütfen bankanızla görüşün ya da başka bir kart kullanın.',
  '10043': 'Bu kartla ödeme yapılamıyor. Lütfen bankanızla görüşün ya da başka bir kart kullanın.',
  '10051': 'Kartınızın limiti ya da bakiyesi yetersiz. Başka bir kartla yeniden deneyebilirsiniz.',
  '10054': 'Kartınızın son kullanma tarihi geçmiş ya da hatalı girildi. Kontrol edip yeniden deneyin.',
  '10057': 'Kartınız bu tür işlemlere kapalı. Bankanızla görüşün ya da başka bir kartla deneyin.',
  '10058': 'Bu ödeme kartınızla alınamıyor. Lütfen başka bir kartla deneyin.',
  '10084': 'Güvenlik kodu (CVC) hatalı. Kartın arkasındaki kodu kontrol edip yeniden deneyin.',
  '10093': 'Kartınız internet alışverişine kapalı. Bankanızdan açtırıp yeniden deneyin.',
  '10201': 'Kartınız bu işleme izin vermedi. Bankanızla görüşün ya da başka bir kartla deneyin.',
  '10204': 'Ödeme sırasında bankada bir hata oluştu. Lütfen biraz sonra yeniden deneyin.',
  '10206': 'Güvenlik kodu (CVC) eksik ya da fazla girildi. Kontrol edip yeniden deneyin.',
  '10207': 'Bankanızın onayı gerekiyor. Bankanızla görüştükten sonra yeniden deneyin.',
  '10209': 'Kartınız kullanıma kapalı. Bankanızla görüşün ya da başka bir kartla deneyin.',
  '10213': 'Kart numarası tanınmadı. Kontrol edip yeniden deneyin ya da başka bir kart kullanın.',
  '10214': 'Bankayla bağlantı kurulamadı. Lütfen biraz sonra yeniden deneyin.',
  '10215': 'Kart numarası geçersiz. Kontrol edip yeniden deneyin.',
  '10216': 'Kartınızın bankası bulunamadı. Lütfen başka bir kartla deneyin.',
  '10219': 'Bankanın yanıtı zamanında gelmedi. Lütfen biraz sonra yeniden deneyin.',
  '10225': 'Kartınız kısıtlı. Bankanızla görüşün ya da başka bir kartla deneyin.',
  '10229': 'Kartınızın son kullanma tarihi geçersiz. Kontrol edip yeniden deneyin.',
  '10232': 'Tutar bankanız tarafından kabul edilmedi. Lütfen bizimle iletişime geçin.',
  /** Not an iyzico code: the 3-D Secure step was not completed (mdStatus other than 1). */
  '3ds': '3-D Secure doğrulaması tamamlanamadı. Yeniden deneyin; sorun sürerse bankanızla görüşün.',
};

export const IYZICO_DEFAULT_GUEST_MESSAGE =
  'Ödeme alınamadı. Kart bilgilerinizi kontrol edip yeniden deneyin ya da başka bir kart kullanın.';

/** iyzico 1000 (invalid signature) and 1001 (API key not found): our keys, not the guest's card. */
const KEY_ERRORS = new Set(['1000', '1001']);

export function guestMessage(errorCode: string | null | undefined): string {
  return (errorCode && IYZICO_GUEST_MESSAGES[errorCode]) || IYZICO_DEFAULT_GUEST_MESSAGE;
}

/** A JSON answer from iyzico, fields read defensively. */
export type IyzicoJson = Record<string, unknown> & {
  status?: unknown;
  errorCode?: unknown;
  errorMessage?: unknown;
  errorGroup?: unknown;
  conversationId?: unknown;
  token?: unknown;
  paymentStatus?: unknown;
  paymentId?: unknown;
  currency?: unknown;
  basketId?: unknown;
  price?: unknown;
  paidPrice?: unknown;
  signature?: unknown;
};

const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

export interface IyzicoClientOptions {
  apiKey: string;
  secretKey: string;
  /** https://sandbox-api.iyzipay.com, https://api.iyzipay.com or the local stand-in. */
  baseUrl: string;
  /** Sandbox or stand-in: the guest's pages say 'TEST MODU'. */
  testMode: boolean;
  /** Per request; default 20 s. */
  timeoutMs?: number;
  /** Injected by tests (a tampering proxy); default the global fetch. */
  fetch?: typeof fetch;
}

/** iyzico's Checkout Form as a PaymentProvider. */
export class IyzicoProvider implements PaymentProvider {
  readonly id = 'iyzico' as const;
  readonly offersCard = true;
  readonly testMode: boolean;
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #secretKey: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: IyzicoClientOptions) {
    this.#apiKey = options.apiKey;
    this.#secretKey = options.secretKey;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.testMode = options.testMode;
    this.#timeoutMs = options.timeoutMs ?? 20_000;
    this.#fetch = options.fetch ?? fetch;
  }

  /** POSTs a signed JSON body; the answer's JSON. */
  async #post(path: string, payload: Record<string, unknown>): Promise<IyzicoJson> {
    return this.#request('POST', path, JSON.stringify(payload));
  }

  /** GETs a signed reporting address; the answer's JSON. */
  async #get(pathWithQuery: string): Promise<IyzicoJson> {
    return this.#request('GET', pathWithQuery);
  }

  /** Sends a signed request; the answer's JSON whatever its HTTP status (iyzico reports in it). */
  async #request(method: 'GET' | 'POST', pathWithQuery: string, body?: string): Promise<IyzicoJson> {
    const randomKey = `${Date.now()}${randomBytes(6).toString('hex')}`;
    // The signature covers the path up to '?' (iyzico's clients leave the query string out) and the body.
    const signedPath = pathWithQuery.split('?')[0] ?? pathWithQuery;
    let response: Response;
    try {
      response = await this.#fetch(this.baseUrl + pathWithQuery, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: iyzwsV2Authorization(
            this.#apiKey,
            this.#secretKey,
            signedPath,
            body ?? '',
            randomKey,
          ),
          'x-iyzi-rnd': randomKey,
        },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch {
      throw new PaymentProviderError(
        'Ödeme sağlayıcısına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.',
        'transport',
      );
    }
    const json: unknown = await response.json().catch(() => null);
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      throw new PaymentProviderError(
        'Ödeme sağlayıcısından anlaşılır bir yanıt alınamadı.',
        'invalid_response',
        null,
        `HTTP ${response.status}`,
      );
    }
    return json as IyzicoJson;
  }

  /** A refused request that is not about a card (keys, a malformed request, an unknown token). */
  #rejected(json: IyzicoJson): PaymentProviderError {
    const code = str(json.errorCode);
    const message =
      code && KEY_ERRORS.has(code)
        ? 'Ödeme sağlayıcısı API anahtarını ya da gizli anahtarı kabul etmedi; Ödeme Ayarları kontrol edilmeli.'
        : code && IYZICO_GUEST_MESSAGES[code]
          ? guestMessage(code)
          : 'Ödeme sağlayıcısı isteği kabul etmedi.';
    return new PaymentProviderError(message, 'rejected', code, str(json.errorMessage));
  }

  #checkSignature(fields: readonly unknown[], json: IyzicoJson, required: boolean) {
    if (json.signature === undefined || json.signature === null) {
      if (required) throw new PaymentSignatureError();
      return;
    }
    if (!verifyResponseSignature(this.#secretKey, fields, json.signature)) throw new PaymentSignatureError();
  }

  async initializeCardPayment(request: CardPaymentRequest): Promise<CardPaymentSession> {
    const itemsTotal = request.items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
    if (itemsTotal !== Math.round(request.amount * 100) || request.amount <= 0) {
      throw new Error('The basket lines must add up to the (positive) amount');
    }
    const { buyer } = request;
    const contactName = `${buyer.name} ${buyer.surname}`.trim();
    const json = await this.#post(IYZICO_PATHS.initialize, {
      locale: request.locale ?? 'tr',
      conversationId: request.conversationId,
      price: formatPrice(request.amount),
      paidPrice: formatPrice(request.amount),
      currency: request.currency,
      basketId: request.basketId,
      paymentGroup: 'PRODUCT',
      callbackUrl: request.callbackUrl,
      enabledInstallments: request.enabledInstallments ?? [1],
      buyer: {
        id: buyer.id,
        name: buyer.name,
        surname: buyer.surname,
        ...(buyer.phone ? { gsmNumber: buyer.phone } : {}),
        email: buyer.email,
        identityNumber: buyer.identityNumber,
        registrationAddress: buyer.address,
        ip: buyer.ip,
        city: buyer.city,
        country: buyer.country,
      },
      billingAddress: { contactName, city: buyer.city, country: buyer.country, address: buyer.address },
      basketItems: request.items.map((item) => ({
        id: item.id,
        name: item.name,
        category1: item.category,
        itemType: 'VIRTUAL',
        price: formatPrice(item.amount),
      })),
    });
    if (json.status !== 'success') throw this.#rejected(json);
    this.#checkSignature(signedFields.initialize(json), json, false);
    const token = str(json.token);
    const paymentPageUrl = str(json.paymentPageUrl);
    if (!token || !paymentPageUrl || str(json.conversationId) !== request.conversationId) {
      throw new PaymentProviderError('Ödeme sağlayıcısının yanıtı eksik.', 'invalid_response');
    }
    return { token, paymentPageUrl, expiresInSeconds: num(json.tokenExpireTime) ?? 1800 };
  }

  async retrieveCardPayment(token: string, conversationId?: string): Promise<CardPaymentResult> {
    const json = await this.#post(IYZICO_PATHS.retrieve, {
      locale: 'tr',
      ...(conversationId ? { conversationId } : {}),
      token,
    });
    const paymentStatus = str(json.paymentStatus);
    const errorCode = str(json.errorCode);
    // A refused request (wrong keys, unknown token) says nothing about a payment.
    const isPaymentAnswer = paymentStatus !== null || (errorCode !== null && /^10\d{3}$/.test(errorCode));
    if (json.status !== 'success' && !isPaymentAnswer) throw this.#rejected(json);
    // A success counts only for the token asked about (the token is among the signed fields).
    const succeeded = json.status === 'success' && paymentStatus === 'SUCCESS' && str(json.token) === token;
    // Money is recorded only on a signed success; a signature present on anything else must hold too.
    this.#checkSignature(signedFields.retrieve(json), json, succeeded);
    if (str(json.token) !== null && str(json.token) !== token) {
      throw new PaymentProviderError(
        'Ödeme sağlayıcısının yanıtı başka bir ödemeye ait.',
        'invalid_response',
      );
    }
    const status = succeeded
      ? 'success'
      : paymentStatus === 'FAILURE' || json.status === 'failure'
        ? 'failure'
        : 'pending';
    const mdStatus = num(json.mdStatus);
    const code =
      status === 'failure' ? (errorCode ?? (mdStatus !== null && mdStatus !== 1 ? '3ds' : null)) : null;
    const lastFour = str(json.lastFourDigits);
    return {
      status,
      token,
      conversationId: str(json.conversationId),
      basketId: str(json.basketId),
      paymentId: str(json.paymentId),
      amount: num(json.paidPrice),
      price: num(json.price),
      currency: str(json.currency) ? toProviderCurrency(String(json.currency)) : null,
      installments: num(json.installment),
      lastFour: lastFour && /^\d{4}$/.test(lastFour) ? lastFour : null,
      errorCode: code === '3ds' ? null : code,
      errorMessage: status === 'failure' ? guestMessage(code) : null,
      providerMessage: str(json.errorMessage),
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const json = await this.#post(IYZICO_PATHS.refund, {
      locale: 'tr',
      conversationId: request.conversationId,
      paymentId: request.paymentId,
      price: formatPrice(request.amount),
      ip: request.ip,
      currency: request.currency,
    });
    const errorCode = str(json.errorCode);
    if (json.status !== 'success') {
      if (errorCode && KEY_ERRORS.has(errorCode)) throw this.#rejected(json);
      const providerMessage = str(json.errorMessage);
      return {
        status: 'failure',
        paymentId: request.paymentId,
        amount: null,
        currency: null,
        reference: null,
        errorCode,
        errorMessage: `İade yapılamadı${providerMessage ? `: ${providerMessage}` : '.'}`,
      };
    }
    this.#checkSignature(signedFields.refund(json), json, true);
    if (str(json.paymentId) !== request.paymentId) {
      throw new PaymentProviderError(
        'Ödeme sağlayıcısının yanıtı başka bir ödemeye ait.',
        'invalid_response',
      );
    }
    return {
      status: 'success',
      paymentId: request.paymentId,
      amount: num(json.price),
      currency: str(json.currency) ? toProviderCurrency(String(json.currency)) : null,
      reference: str(json.refundHostReference) ?? str(json.hostReference),
      errorCode: null,
      errorMessage: null,
    };
  }

  async findRefund(request: { paymentId: string; conversationId: string }): Promise<RefundLookup> {
    const query = new URLSearchParams({ locale: 'tr', paymentId: request.paymentId });
    const json = await this.#get(`${IYZICO_PATHS.paymentDetails}?${query.toString()}`);
    if (json.status !== 'success') throw this.#rejected(json);
    const payments = Array.isArray(json.payments) ? (json.payments as IyzicoJson[]) : [];
    const payment = payments.find((p) => str(p.paymentId) === request.paymentId);
    if (!payment) {
      throw new PaymentProviderError('Ödeme sağlayıcısı bu ödemeyi bulamadı.', 'invalid_response');
    }
    // payments[].itemTransactions[].refunds[]: refundTxId, refundConversationId (the conversation id
    // the refund was asked with), refundPrice, currencyCode, refundStatus (1: made).
    const items = Array.isArray(payment.itemTransactions) ? (payment.itemTransactions as IyzicoJson[]) : [];
    const refunds = items.flatMap((item) =>
      Array.isArray(item.refunds) ? (item.refunds as IyzicoJson[]) : [],
    );
    const refund = refunds.find(
      (r) => str(r.refundConversationId) === request.conversationId && Number(r.refundStatus) === 1,
    );
    if (!refund) return { status: 'not_found' };
    return {
      status: 'found',
      reference: str(refund.refundTxId) ?? str(refund.hostReference),
      amount: num(refund.refundPrice),
    };
  }
}
