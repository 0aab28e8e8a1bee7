import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IYZICO_PATHS,
  iyzwsV2Authorization,
  parseIyzwsV2,
  responseSignature,
  signedFields,
} from '../iyzico.ts';
import { cardOutcome, readCardForm, type CardOutcome } from './cards.ts';
import { callbackPage, messagePage, paymentFormPage, threeDSecurePage } from './pages.ts';

/*
 * A local stand-in for iyzico's Checkout Form, speaking its documented API (see ../iyzico.ts for
 * the pages followed): initialize, retrieve and v2 refund with the same JSON shapes, the IYZWSv2
 * header checked against the raw body, answers signed as iyzico signs them, a hosted payment page
 * and a 3-D Secure step, and the return to the merchant as a form post of `token` to the
 * callback URL. Test mode uses it when no provider keys are set (never in production unless
 * PAYMENT_TEST_MODE=1). State is in memory: a restart forgets its payments.
 *
 * Where iyzico's documentation does not say, the stand-in chooses: 1001 for an unknown API key and
 * 1000 for a wrong signature (what iyzico answers), 11 for any other refused request; an unfinished
 * form retrieves as status 'success' without a paymentStatus (INIT_THREEDS during 3-D Secure);
 * a failed payment retrieves as status 'failure' with paymentStatus FAILURE, signed.
 */

export interface StandinMerchant {
  apiKey: string;
  secretKey: string;
}

export interface StandinPluginOptions {
  merchant: StandinMerchant;
  /** The stand-in's own address as the guest's browser reaches it (its page links). */
  publicUrl: () => string;
  now?: () => number;
}

type PaymentResult =
  | { paymentStatus: 'SUCCESS'; paymentId: string }
  | {
      paymentStatus: 'FAILURE';
      errorCode: string | null;
      errorGroup: string | null;
      errorMessage: string;
      mdStatus: number;
    };

interface Session {
  token: string;
  conversationId: string | undefined;
  basketId: string | undefined;
  locale: string;
  price: number;
  paidPrice: number;
  currency: string;
  callbackUrl: string;
  items: Array<{ id: string; price: number }>;
  expiresAt: number;
  phase: 'form' | '3ds' | 'done';
  card?: { lastFour: string; binNumber: string; outcome: CardOutcome; holder: string };
  otp?: string;
  otpAttempts: number;
  result?: PaymentResult;
}

interface Payment {
  paymentId: string;
  currency: string;
  paidPrice: number;
  /** In kuruş, to add refunds without float drift. */
  refundedMinor: number;
  refundable: boolean;
  price: number;
  /** The refunds made, as the reporting service lists them. */
  refunds: Array<{
    conversationId: string | null;
    refundTxId: string;
    refundHostReference: string;
    refundPrice: number;
    currency: string;
    createdDate: string;
  }>;
}

const TOKEN_SECONDS = 1800;
const round2 = (n: number) => Math.round(n * 100) / 100;

const price = z
  .union([z.string(), z.number()])
  .transform((v) => Number(v))
  .pipe(z.number().positive().max(10_000_000))
  .transform(round2);
const text = z.string().trim().min(1).max(500);

const initializeBody = z.object({
  locale: z.string().optional(),
  conversationId: z.string().max(100).optional(),
  price,
  paidPrice: price,
  currency: z.enum(['TRY', 'USD', 'EUR', 'GBP']),
  basketId: z.string().max(100).optional(),
  paymentGroup: z.string().optional(),
  callbackUrl: z.string().regex(/^https?:\/\/[^\s]+$/),
  enabledInstallments: z.array(z.number().int()).optional(),
  buyer: z.object({
    id: text,
    name: text,
    surname: text,
    identityNumber: z.string().trim().min(5).max(50),
    email: z.string().email(),
    gsmNumber: z.string().optional(),
    registrationAddress: text,
    ip: text,
    city: text,
    country: text,
  }),
  billingAddress: z.object({ contactName: text, city: text, country: text, address: text }),
  basketItems: z
    .array(
      z.object({
        id: text,
        name: text,
        category1: text,
        itemType: z.enum(['PHYSICAL', 'VIRTUAL']),
        price,
      }),
    )
    .min(1),
});

const retrieveBody = z.object({
  locale: z.string().optional(),
  conversationId: z.string().optional(),
  token: z.string().min(1),
});

const refundBody = z.object({
  locale: z.string().optional(),
  conversationId: z.string().optional(),
  paymentId: z.string().min(1),
  price,
  ip: z.string().optional(),
  currency: z.enum(['TRY', 'USD', 'EUR', 'GBP']).optional(),
});

/** The stand-in as a Fastify plugin: its routes and state, encapsulated (its own body parsers). */
export const iyzicoStandinPlugin: FastifyPluginAsync<StandinPluginOptions> = async (app, opts) => {
  const { merchant } = opts;
  const now = opts.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const payments = new Map<string, Payment>();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  let refundCounter = 0;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const base = (locale = 'tr') => ({ locale, systemTime: now() });
  /** The 3-D Secure page of a session whose card was taken; the stand-in shows the code it waits for. */
  const otpPage = (session: Session, card: NonNullable<Session['card']>, otp: string, error?: string) =>
    threeDSecurePage({
      token: session.token,
      amount: session.paidPrice,
      currency: session.currency,
      lastFour: card.lastFour,
      code: otp,
      action: `${opts.publicUrl()}/3dsecure`,
      error,
    });
  const failure = (errorCode: string, errorMessage: string, extra: Record<string, unknown> = {}) => ({
    status: 'failure',
    errorCode,
    errorMessage,
    ...base(),
    ...extra,
  });

  /** The IYZWSv2 header recomputed over the raw body and the endpoint's path; null when it holds. */
  function refuseAuth(request: FastifyRequest, path: string) {
    const header = request.headers.authorization;
    const parsed = parseIyzwsV2(header);
    if (!parsed || parsed.apiKey !== merchant.apiKey) return failure('1001', 'api bilgileri bulunamadı');
    const raw = rawBodies.get(request) ?? '';
    const expected = Buffer.from(
      iyzwsV2Authorization(merchant.apiKey, merchant.secretKey, path, raw, parsed.randomKey),
    );
    const given = Buffer.from(header ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return failure('1000', 'Geçersiz imza');
    }
    return null;
  }

  const sign = (fields: readonly unknown[]) => responseSignature(merchant.secretKey, fields);

  function htmlHeaders(reply: FastifyReply, nonce?: string) {
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}; base-uri 'none'; frame-ancestors 'none'`,
      );
    return reply;
  }

  function liveSession(token: unknown): Session | null {
    const session = typeof token === 'string' ? sessions.get(token) : undefined;
    return session && session.expiresAt > now() ? session : null;
  }

  // --- The API ---------------------------------------------------------------------------------

  app.post(IYZICO_PATHS.initialize, async (request) => {
    const refused = refuseAuth(request, IYZICO_PATHS.initialize);
    if (refused) return refused;
    const parsed = initializeBody.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return failure('11', `Geçersiz istek: ${issue?.path.join('.') ?? ''}`);
    }
    const body = parsed.data;
    const itemsMinor = body.basketItems.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
    if (itemsMinor !== Math.round(body.price * 100)) {
      return failure('11', 'Sepet tutarı ile ürünlerin toplam tutarı eşit olmalıdır');
    }
    const token = randomUUID();
    sessions.set(token, {
      token,
      conversationId: body.conversationId,
      basketId: body.basketId,
      locale: body.locale ?? 'tr',
      price: body.price,
      paidPrice: body.paidPrice,
      currency: body.currency,
      callbackUrl: body.callbackUrl,
      items: body.basketItems.map((i) => ({ id: i.id, price: i.price })),
      expiresAt: now() + TOKEN_SECONDS * 1000,
      phase: 'form',
      otpAttempts: 0,
    });
    const answer = {
      status: 'success',
      ...base(body.locale),
      conversationId: body.conversationId,
      token,
      checkoutFormContent: `<div id="iyzipay-checkout-form" data-token="${token}"></div>`,
      tokenExpireTime: TOKEN_SECONDS,
      paymentPageUrl: `${opts.publicUrl()}/?token=${token}&lang=tr`,
    };
    return { ...answer, signature: sign(signedFields.initialize(answer)) };
  });

  app.post(IYZICO_PATHS.retrieve, async (request) => {
    const refused = refuseAuth(request, IYZICO_PATHS.retrieve);
    if (refused) return refused;
    const parsed = retrieveBody.safeParse(request.body);
    const session = parsed.success ? sessions.get(parsed.data.token) : undefined;
    if (!session) return failure('11', 'Geçersiz token');
    const common = {
      ...base(parsed.data?.locale),
      conversationId: session.conversationId,
      basketId: session.basketId,
      token: session.token,
      callbackUrl: session.callbackUrl,
      price: session.price,
      paidPrice: session.paidPrice,
      currency: session.currency,
    };
    const result = session.result;
    let answer: Record<string, unknown>;
    if (!result) {
      answer = {
        status: 'success',
        ...common,
        ...(session.phase === '3ds' ? { paymentStatus: 'INIT_THREEDS' } : {}),
      };
    } else if (result.paymentStatus === 'SUCCESS') {
      const card = session.card;
      answer = {
        status: 'success',
        ...common,
        paymentStatus: 'SUCCESS',
        paymentId: result.paymentId,
        installment: 1,
        fraudStatus: 1,
        mdStatus: 1,
        phase: 'AUTH',
        cardType: 'CREDIT_CARD',
        binNumber: card?.binNumber,
        lastFourDigits: card?.lastFour,
        authCode: String(randomInt(100_000, 999_999)),
        hostReference: `standin-${result.paymentId}`,
        itemTransactions: session.items.map((item, index) => ({
          itemId: item.id,
          paymentTransactionId: `${result.paymentId}${String(index + 1).padStart(2, '0')}`,
          transactionStatus: 2,
          price: item.price,
          paidPrice: item.price,
        })),
      };
    } else {
      answer = {
        status: 'failure',
        ...common,
        paymentStatus: 'FAILURE',
        mdStatus: result.mdStatus,
        ...(result.errorCode
          ? { errorCode: result.errorCode, errorGroup: result.errorGroup, errorMessage: result.errorMessage }
          : { errorMessage: result.errorMessage }),
      };
    }
    return { ...answer, signature: sign(signedFields.retrieve(answer)) };
  });

  app.post(IYZICO_PATHS.refund, async (request) => {
    const refused = refuseAuth(request, IYZICO_PATHS.refund);
    if (refused) return refused;
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success) return failure('11', 'Geçersiz istek');
    const body = parsed.data;
    const payment = payments.get(body.paymentId);
    if (!payment) return failure('11', 'Ödeme bulunamadı', { conversationId: body.conversationId });
    if (!payment.refundable) {
      return failure('10012', 'Geçersiz işlem', {
        errorGroup: 'INVALID_TRANSACTION',
        conversationId: body.conversationId,
      });
    }
    if (body.currency && body.currency !== payment.currency) {
      return failure('11', 'Para birimi ödemeninkiyle aynı olmalıdır', {
        conversationId: body.conversationId,
      });
    }
    const minor = Math.round(body.price * 100);
    if (payment.refundedMinor + minor > Math.round(payment.paidPrice * 100)) {
      return failure('11', 'İade tutarı, iade edilebilir tutarı aşıyor', {
        conversationId: body.conversationId,
      });
    }
    payment.refundedMinor += minor;
    refundCounter += 1;
    payment.refunds.push({
      conversationId: body.conversationId ?? null,
      refundTxId: String(30_000_000 + refundCounter),
      refundHostReference: `standin-refund-${payment.paymentId}-${refundCounter}`,
      refundPrice: body.price,
      currency: payment.currency,
      createdDate: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    const answer = {
      status: 'success',
      ...base(body.locale),
      conversationId: body.conversationId,
      paymentId: payment.paymentId,
      price: body.price,
      currency: payment.currency,
      authCode: String(randomInt(100_000, 999_999)),
      hostReference: `standin-${payment.paymentId}`,
      refundHostReference: `standin-refund-${payment.paymentId}-${refundCounter}`,
      retryable: false,
    };
    return { ...answer, signature: sign(signedFields.refund(answer)) };
  });

  // The reporting service's transaction detail: the payment's latest state and its refunds (how a
  // refund whose answer was lost is found again). Signed over the path alone: the query string is not
  // part of the IYZWSv2 signature (iyzico's clients sign the path up to '?').
  app.get(IYZICO_PATHS.paymentDetails, async (request) => {
    const refused = refuseAuth(request, request.url.split('?')[0] ?? request.url);
    if (refused) return refused;
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    const payment = query.paymentId ? payments.get(query.paymentId) : undefined;
    if (!payment) return failure('11', 'Ödeme bulunamadı', { conversationId: query.conversationId });
    const paid = Math.round(payment.paidPrice * 100);
    return {
      status: 'success',
      ...base(query.locale),
      ...(query.conversationId ? { conversationId: query.conversationId } : {}),
      payments: [
        {
          paymentId: Number(payment.paymentId),
          paymentStatus: 1,
          paymentRefundStatus:
            payment.refundedMinor === 0
              ? 'NOT_REFUNDED'
              : payment.refundedMinor >= paid
                ? 'TOTALLY_REFUNDED'
                : 'PARTIALLY_REFUNDED',
          price: payment.price,
          paidPrice: payment.paidPrice,
          currency: payment.currency,
          cancels: [],
          // The refunds hang under the payment's item transactions (one basket item here), each
          // with the conversation id it was asked with; refundStatus 1 is a refund made.
          itemTransactions: [
            {
              paymentTransactionId: Number(payment.paymentId) + 1,
              transactionStatus: 2,
              price: payment.price,
              paidPrice: payment.paidPrice,
              refunds: payment.refunds.map((r) => ({
                refundTxId: Number(r.refundTxId),
                refundConversationId: r.conversationId,
                refundPrice: r.refundPrice,
                currencyCode: r.currency,
                refundStatus: 1,
                isAfterSettlement: false,
                hostReference: r.refundHostReference,
                createdDate: r.createdDate,
              })),
            },
          ],
        },
      ],
    };
  });

  // --- The hosted pages ------------------------------------------------------------------------

  function finish(session: Session, result: PaymentResult, reply: FastifyReply) {
    session.phase = 'done';
    session.result = result;
    if (result.paymentStatus === 'SUCCESS') {
      payments.set(result.paymentId, {
        paymentId: result.paymentId,
        currency: session.currency,
        paidPrice: session.paidPrice,
        refundedMinor: 0,
        price: session.price,
        refunds: [],
        refundable: session.card?.outcome.kind === 'success' ? session.card.outcome.refundable : false,
      });
    }
    const nonce = randomBytes(16).toString('base64');
    return htmlHeaders(reply, nonce).send(
      callbackPage({ callbackUrl: session.callbackUrl, token: session.token, nonce }),
    );
  }

  const formOf = (body: unknown): Record<string, string | undefined> =>
    body && typeof body === 'object' ? (body as Record<string, string | undefined>) : {};

  const gone = (reply: FastifyReply) =>
    htmlHeaders(reply)
      .code(410)
      .send(messagePage('Ödeme sayfasının süresi doldu', 'Mağazaya dönüp ödemeyi yeniden başlatın.'));

  app.get('/', async (request, reply) => {
    const session = liveSession((request.query as Record<string, unknown>).token);
    if (!session) return gone(reply);
    if (session.phase === 'done') {
      return htmlHeaders(reply).send(messagePage('Bu ödeme tamamlandı', 'Mağazaya dönebilirsiniz.'));
    }
    return htmlHeaders(reply).send(
      paymentFormPage({
        token: session.token,
        amount: session.paidPrice,
        currency: session.currency,
        basketId: session.basketId ?? '',
        action: `${opts.publicUrl()}/odeme`,
      }),
    );
  });

  app.post('/odeme', async (request, reply) => {
    const form = formOf(request.body);
    const session = liveSession(form.token);
    if (!session) return gone(reply);
    if (session.phase === 'done') {
      return htmlHeaders(reply).send(messagePage('Bu ödeme tamamlandı', 'Mağazaya dönebilirsiniz.'));
    }
    const card = readCardForm(form, new Date(now()));
    const outcome = card.errors.length ? null : cardOutcome(card.number);
    const errors =
      outcome?.kind === 'threeds_init_failed'
        ? ['3-D Secure doğrulaması başlatılamadı. Lütfen başka bir kartla deneyin.']
        : card.errors;
    if (!outcome || errors.length) {
      return htmlHeaders(reply)
        .code(422)
        .send(
          paymentFormPage({
            token: session.token,
            amount: session.paidPrice,
            currency: session.currency,
            basketId: session.basketId ?? '',
            action: `${opts.publicUrl()}/odeme`,
            errors,
            holder: card.holder,
          }),
        );
    }
    session.card = {
      lastFour: card.number.slice(-4),
      binNumber: card.number.slice(0, 6),
      outcome,
      holder: card.holder,
    };
    session.phase = '3ds';
    session.otp = String(randomInt(100_000, 999_999));
    session.otpAttempts = 0;
    return htmlHeaders(reply).send(otpPage(session, session.card, session.otp));
  });

  app.post('/3dsecure', async (request, reply) => {
    const form = formOf(request.body);
    const session = liveSession(form.token);
    if (!session || session.phase !== '3ds' || !session.card || !session.otp) return gone(reply);
    const threeDsFailed = {
      paymentStatus: 'FAILURE' as const,
      errorCode: null,
      errorGroup: null,
      errorMessage: '3-D Secure doğrulaması başarısız',
      mdStatus: 0,
    };
    if (form.decision === 'cancel') return finish(session, threeDsFailed, reply);
    const given = Buffer.from((form.otp ?? '').trim());
    const expected = Buffer.from(session.otp);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      session.otpAttempts += 1;
      if (session.otpAttempts >= 3) return finish(session, threeDsFailed, reply);
      return htmlHeaders(reply)
        .code(422)
        .send(otpPage(session, session.card, session.otp, 'Doğrulama kodu hatalı.'));
    }
    const { outcome } = session.card;
    if (outcome.kind === 'success') {
      return finish(
        session,
        { paymentStatus: 'SUCCESS', paymentId: String(randomInt(10_000_000, 99_999_999)) },
        reply,
      );
    }
    if (outcome.kind === 'bank_error') {
      return finish(
        session,
        {
          paymentStatus: 'FAILURE',
          errorCode: outcome.errorCode,
          errorGroup: outcome.errorGroup,
          errorMessage: outcome.errorMessage,
          mdStatus: 1,
        },
        reply,
      );
    }
    const mdStatus = outcome.kind === 'md_status' ? outcome.mdStatus : 0;
    return finish(session, { ...threeDsFailed, mdStatus }, reply);
  });
};

export interface IyzicoStandin extends StandinMerchant {
  /** Where the stand-in answers: the IyzicoProvider's baseUrl, and its pages. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the stand-in on its own port (default: a free one on 127.0.0.1) with a merchant key pair
 * of its own, generated unless given.
 */
export interface StandinStartOptions {
  host?: string;
  port?: number;
  /** The address the guest's browser uses for the pages when it is not the listening one. */
  publicUrl?: string;
  apiKey?: string;
  secretKey?: string;
  now?: () => number;
}

export async function startIyzicoStandin(options: StandinStartOptions = {}): Promise<IyzicoStandin> {
  const merchant = {
    apiKey: options.apiKey ?? `sandbox-standin-${randomBytes(12).toString('hex')}`,
    secretKey: options.secretKey ?? `sandbox-standin-${randomBytes(24).toString('hex')}`,
  };
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  let baseUrl = '';
  await app.register(iyzicoStandinPlugin, {
    merchant,
    publicUrl: () => options.publicUrl?.replace(/\/+$/, '') ?? baseUrl,
    ...(options.now ? { now: options.now } : {}),
  });
  const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  baseUrl = address.replace(/\/+$/, '');
  return { ...merchant, baseUrl, close: () => app.close() };
}
