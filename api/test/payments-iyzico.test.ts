import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { BankTransferProvider } from '../src/modules/payments/bank-transfer.ts';
import {
  IYZICO_LIVE_URL,
  IYZICO_PATHS,
  IYZICO_SANDBOX_URL,
  IyzicoProvider,
  iyzwsV2Authorization,
  parseIyzwsV2,
  responseSignature,
  trimPrice,
} from '../src/modules/payments/iyzico.ts';
import {
  matchesExpected,
  PaymentProviderError,
  PaymentSignatureError,
  toProviderCurrency,
  type CardPaymentRequest,
} from '../src/modules/payments/provider.ts';
import { resolvePaymentProvider } from '../src/modules/payments/select.ts';
import { startIyzicoStandin, type IyzicoStandin } from '../src/modules/payments/standin/server.ts';
import { payOnStandin, submitCard } from './payment-standin-driver.ts';

let standin: IyzicoStandin;
let client: IyzicoProvider;

beforeAll(async () => {
  standin = await startIyzicoStandin();
  client = new IyzicoProvider({
    apiKey: standin.apiKey,
    secretKey: standin.secretKey,
    baseUrl: standin.baseUrl,
    testMode: true,
  });
});

afterAll(async () => {
  await standin?.close();
});

let attempt = 0;
function request(amount = 1500): CardPaymentRequest {
  attempt += 1;
  return {
    conversationId: `pay-${attempt}`,
    basketId: `LV-${1000 + attempt}`,
    amount,
    currency: 'TRY',
    callbackUrl: 'http://127.0.0.1:9/v1/odeme/iyzico/donus',
    buyer: {
      id: 'guest-1',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905551112233',
      identityNumber: '11111111111',
      ip: '85.34.78.112',
      address: 'Kalkan Mah. 1. Sok. No:2',
      city: 'Antalya',
      country: 'Türkiye',
    },
    items: [
      { id: 'stay', name: 'Villa Defne konaklama (ön ödeme)', category: 'Konaklama', amount: amount - 100 },
      { id: 'cleaning', name: 'Temizlik', category: 'Hizmet', amount: 100 },
    ],
  };
}

describe('iyzico signing, as documented', () => {
  it('computes the response signature of the documentation sample', () => {
    // docs.iyzico.com/en/advanced/response-signature-validation: the /payment/auth sample.
    expect(
      responseSignature('sandbox-qaIiLIxhjMgx3LSKIVvp6j17NunHOFtD', [
        '22416032',
        'TRY',
        'basketId',
        'conversationId',
        '10.5',
        '10.5',
      ]),
    ).toBe('836c3a6c8db86c81043f2ca74edb13518b54a813f454f8dd762f0dd658610173');
  });

  it('drops trailing zeros from prices as the documentation lists', () => {
    const cases: Array<[string | number, string]> = [
      ['10', '10'],
      ['10.0', '10'],
      ['10.5', '10.5'],
      ['10.50', '10.5'],
      ['10.510', '10.51'],
      ['10.5105', '10.5105'],
      ['10.51050', '10.5105'],
      [1500, '1500'],
    ];
    for (const [input, output] of cases) expect(trimPrice(input), String(input)).toBe(output);
  });

  it('builds the IYZWSv2 header from apiKey, randomKey and the HMAC of randomKey + path + body', () => {
    const header = iyzwsV2Authorization('key', 'secret', '/payment/bin/check', '{"a":1}', '123456789');
    const decoded = Buffer.from(header.replace(/^IYZWSv2 /, ''), 'base64').toString('utf8');
    expect(decoded).toMatch(/^apiKey:key&randomKey:123456789&signature:[0-9a-f]{64}$/);
    expect(parseIyzwsV2(header)).toEqual({
      apiKey: 'key',
      randomKey: '123456789',
      signature: decoded.split('signature:')[1],
    });
    // The signature covers the body: another body, another header.
    expect(iyzwsV2Authorization('key', 'secret', '/payment/bin/check', '{"a":2}', '123456789')).not.toBe(
      header,
    );
  });
});

describe('the iyzico client against the local stand-in', () => {
  it('is accepted with the right keys and opens a hosted page marked TEST MODU', async () => {
    const session = await client.initializeCardPayment(request());
    expect(session.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.paymentPageUrl.startsWith(`${standin.baseUrl}/?token=${session.token}`)).toBe(true);
    expect(session.expiresInSeconds).toBe(1800);

    const page = await fetch(session.paymentPageUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('TEST MODU');
    expect(html).toContain('₺1.500,00');
    for (const field of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) {
      expect(html).toContain(`autocomplete="${field}"`);
    }
    // Not paid yet: the result is pending, nothing to record.
    expect((await client.retrieveCardPayment(session.token)).status).toBe('pending');
  });

  it('is refused with a wrong secret (1000) or an unknown API key (1001)', async () => {
    const wrongSecret = new IyzicoProvider({ ...keys(), secretKey: 'sandbox-wrong-secret', testMode: true });
    await expect(wrongSecret.initializeCardPayment(request())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'rejected',
      providerCode: '1000',
    });
    const wrongKey = new IyzicoProvider({ ...keys(), apiKey: 'sandbox-unknown', testMode: true });
    await expect(wrongKey.retrieveCardPayment('whatever')).rejects.toMatchObject({ providerCode: '1001' });
  });

  it('is refused when the body differs from the one the header signed', async () => {
    const changingBody = new IyzicoProvider({
      ...keys(),
      testMode: true,
      fetch: (input, init) =>
        fetch(input, { ...init, body: String(init?.body).replace('"price":"1500"', '"price":"15"') }),
    });
    await expect(changingBody.initializeCardPayment(request(1500))).rejects.toMatchObject({
      providerCode: '1000',
    });
  });

  it('takes a payment with the success card through 3-D Secure and verifies it on retrieve', async () => {
    const req = request(1500.5);
    const session = await client.initializeCardPayment(req);
    const back = await payOnStandin(session.paymentPageUrl, { number: '5528790000000008' });
    expect(back.callbackUrl).toBe(req.callbackUrl);
    expect(back.token).toBe(session.token);

    const result = await client.retrieveCardPayment(back.token, req.conversationId);
    expect(result).toMatchObject({
      status: 'success',
      token: session.token,
      conversationId: req.conversationId,
      basketId: req.basketId,
      amount: 1500.5,
      price: 1500.5,
      currency: 'TRY',
      installments: 1,
      lastFour: '0008',
      errorCode: null,
      errorMessage: null,
    });
    expect(result.paymentId).toMatch(/^\d{8}$/);
    expect(matchesExpected(result, { ...req, amount: 1500.5 })).toBe(true);
    expect(matchesExpected(result, { ...req, amount: 1500 })).toBe(false);
    expect(matchesExpected(result, { ...req, basketId: 'LV-other' })).toBe(false);
    // Retrieving again gives the same verified answer (a repeated callback).
    expect((await client.retrieveCardPayment(back.token)).paymentId).toBe(result.paymentId);
  });

  it('reports the insufficient-funds card (10051) with a Turkish message for the guest', async () => {
    const session = await client.initializeCardPayment(request());
    const back = await payOnStandin(session.paymentPageUrl, { number: '4111111111111129' });
    const result = await client.retrieveCardPayment(back.token);
    expect(result).toMatchObject({
      status: 'failure',
      paymentId: null,
      errorCode: '10051',
      errorMessage: 'Kartınızın limiti ya da bakiyesi yetersiz. Başka bir kartla yeniden deneyebilirsiniz.',
      providerMessage: 'Kart limiti yetersiz, yetersiz bakiye',
    });
  });

  it('reports a cancelled 3-D Secure step as a failure', async () => {
    const session = await client.initializeCardPayment(request());
    const back = await payOnStandin(session.paymentPageUrl, { number: '5528790000000008' }, 'cancel');
    const result = await client.retrieveCardPayment(back.token);
    expect(result.status).toBe('failure');
    expect(result.errorMessage).toMatch(/^3-D Secure doğrulaması tamamlanamadı/);
  });

  it('keeps the guest on the form with Turkish errors for a malformed card', async () => {
    const session = await client.initializeCardPayment(request());
    const answer = await submitCard(session.paymentPageUrl, { number: '5528', exp: '01/20', cvc: '1' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Kart numarası 15-19 haneden oluşmalı.');
    expect(answer.html).toContain('Kartın son kullanma tarihi geçmiş.');
    expect(answer.html).toContain('Güvenlik kodu (CVC) 3 ya da 4 haneli olmalı.');
    expect(answer.html).toContain('TEST MODU');
  });

  it('refuses a retrieve answer changed on the way (signature)', async () => {
    const req = request();
    const session = await client.initializeCardPayment(req);
    await payOnStandin(session.paymentPageUrl, { number: '5528790000000008' });
    const tampering = (change: (json: Record<string, unknown>) => void) =>
      new IyzicoProvider({
        ...keys(),
        testMode: true,
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          const json = (await response.json()) as Record<string, unknown>;
          if (String(input).endsWith(IYZICO_PATHS.retrieve)) change(json);
          return new Response(JSON.stringify(json), { status: response.status });
        },
      });
    await expect(
      tampering((json) => {
        json.price = 1;
        json.paidPrice = 1;
      }).retrieveCardPayment(session.token),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      tampering((json) => {
        json.basketId = 'LV-someone-else';
      }).retrieveCardPayment(session.token),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    // A success without any signature is not believed either.
    await expect(
      tampering((json) => {
        delete json.signature;
      }).retrieveCardPayment(session.token),
    ).rejects.toBeInstanceOf(PaymentSignatureError);

    // A failure turned into a success is refused too.
    const failed = await client.initializeCardPayment(request());
    await payOnStandin(failed.paymentPageUrl, { number: '4111111111111129' });
    await expect(
      tampering((json) => {
        json.status = 'success';
        json.paymentStatus = 'SUCCESS';
        json.paymentId = '12345678';
        delete json.errorCode;
      }).retrieveCardPayment(failed.token),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds part of a payment, then the rest, and refuses more than was paid', async () => {
    const session = await client.initializeCardPayment(request(1500));
    await payOnStandin(session.paymentPageUrl, { number: '5528790000000008' });
    const paid = await client.retrieveCardPayment(session.token);
    const paymentId = paid.paymentId!;
    const refund = (amount: number) =>
      client.refund({
        paymentId,
        amount,
        currency: 'TRY',
        conversationId: `refund-${amount}`,
        ip: '10.0.0.1',
      });

    const partial = await refund(500.25);
    expect(partial).toMatchObject({ status: 'success', paymentId, amount: 500.25, currency: 'TRY' });
    expect(partial.reference).toMatch(/^standin-refund-/);
    const rest = await refund(999.75);
    expect(rest).toMatchObject({ status: 'success', amount: 999.75 });
    expect(rest.reference).not.toBe(partial.reference);

    const tooMuch = await refund(0.01);
    expect(tooMuch.status).toBe('failure');
    expect(tooMuch.errorMessage).toBe('İade yapılamadı: İade tutarı, iade edilebilir tutarı aşıyor');
  });

  it('finds a refund again in the reporting service (itemTransactions[].refunds[]), signed over the path alone', async () => {
    const session = await client.initializeCardPayment(request(800));
    await payOnStandin(session.paymentPageUrl, { number: '5528790000000008' });
    const paid = await client.retrieveCardPayment(session.token);
    const paymentId = paid.paymentId!;
    const made = await client.refund({
      paymentId,
      amount: 300,
      currency: 'TRY',
      conversationId: 'refund-lost-answer',
      ip: '10.0.0.1',
    });
    expect(made.status).toBe('success');

    const seen: { url: string; authorization: string; random: string }[] = [];
    const watching = new IyzicoProvider({
      ...keys(),
      testMode: true,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        seen.push({
          url: String(input),
          authorization: headers.get('authorization') ?? '',
          random: headers.get('x-iyzi-rnd') ?? '',
        });
        return fetch(input, init);
      },
    });
    expect(await watching.findRefund({ paymentId, conversationId: 'refund-lost-answer' })).toMatchObject({
      status: 'found',
      amount: 300,
    });
    expect(await watching.findRefund({ paymentId, conversationId: 'refund-never-asked' })).toEqual({
      status: 'not_found',
    });
    // The query string is sent but not signed: the header is the HMAC of randomKey + path.
    const call = seen[0]!;
    expect(call.url).toContain(`${IYZICO_PATHS.paymentDetails}?`);
    expect(call.url).toContain(`paymentId=${paymentId}`);
    const { apiKey, secretKey } = keys();
    expect(call.authorization).toBe(
      iyzwsV2Authorization(apiKey, secretKey, IYZICO_PATHS.paymentDetails, '', call.random),
    );
  });

  it('refuses a refund of the card the test list marks as not refundable', async () => {
    const session = await client.initializeCardPayment(request(200));
    await payOnStandin(session.paymentPageUrl, { number: '5406670000000009' });
    const paid = await client.retrieveCardPayment(session.token);
    expect(paid.status).toBe('success');
    const refund = await client.refund({
      paymentId: paid.paymentId!,
      amount: 200,
      currency: 'TRY',
      conversationId: 'refund-x',
      ip: '10.0.0.1',
    });
    expect(refund).toMatchObject({ status: 'failure', errorCode: '10012' });
  });

  it('closes the hosted page once the token has expired (30 minutes)', async () => {
    let clock = Date.now();
    const timed = await startIyzicoStandin({ now: () => clock });
    try {
      const timedClient = new IyzicoProvider({ ...timed, testMode: true });
      const session = await timedClient.initializeCardPayment(request());
      clock += 1799_000;
      expect((await fetch(session.paymentPageUrl)).status).toBe(200);
      clock += 2_000;
      const page = await fetch(session.paymentPageUrl);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('Ödeme sayfasının süresi doldu');
      // Never paid: still pending for the reconciliation that asks later.
      expect((await timedClient.retrieveCardPayment(session.token)).status).toBe('pending');
    } finally {
      await timed.close();
    }
  });

  it('answers a transport failure with a Turkish error, not a crash', async () => {
    const offline = new IyzicoProvider({
      ...keys(),
      baseUrl: 'http://127.0.0.1:9',
      testMode: true,
      timeoutMs: 2000,
    });
    await expect(offline.retrieveCardPayment('x')).rejects.toMatchObject({
      code: 'transport',
      message: 'Ödeme sağlayıcısına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.',
    });
  });
});

describe('choosing the provider', () => {
  const starts: string[] = [];
  const launcher = async () => {
    starts.push('standin');
    return standin;
  };

  it('runs card payment against the stand-in in test mode when no keys are set', async () => {
    const provider = await resolvePaymentProvider(null, loadConfig({}).payments, launcher);
    expect(provider).toBeInstanceOf(IyzicoProvider);
    expect(provider).toMatchObject({ offersCard: true, testMode: true, baseUrl: standin.baseUrl });
    expect(starts).toEqual(['standin']);
  });

  it('offers bank transfer only in production without keys, unless PAYMENT_TEST_MODE=1', async () => {
    const production = loadConfig({ NODE_ENV: 'production' }).payments;
    expect(production.testMode).toBe(false);
    const provider = await resolvePaymentProvider(null, production, launcher);
    expect(provider).toBeInstanceOf(BankTransferProvider);
    expect(provider.offersCard).toBe(false);
    await expect(provider.initializeCardPayment(request())).rejects.toBeInstanceOf(PaymentProviderError);

    const testing = loadConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: '1' }).payments;
    expect((await resolvePaymentProvider(null, testing, launcher)).testMode).toBe(true);
    expect(loadConfig({ PAYMENT_TEST_MODE: '0' }).payments.testMode).toBe(false);
  });

  it("talks to iyzico's sandbox or live URL with keys, IYZICO_BASE_URL overriding", async () => {
    const settings = {
      provider: 'iyzico' as const,
      live: true,
      apiKey: 'live-key',
      secretKey: 'live-secret',
    };
    const cfg = loadConfig({ NODE_ENV: 'production' }).payments;
    expect(await resolvePaymentProvider(settings, cfg, launcher)).toMatchObject({
      baseUrl: IYZICO_LIVE_URL,
      testMode: false,
    });
    expect(await resolvePaymentProvider({ ...settings, live: false }, cfg, launcher)).toMatchObject({
      baseUrl: IYZICO_SANDBOX_URL,
      testMode: true,
    });
    const custom = loadConfig({ IYZICO_BASE_URL: 'https://iyzico.example.test/' }).payments;
    expect(custom.iyzicoBaseUrl).toBe('https://iyzico.example.test');
    expect(await resolvePaymentProvider(settings, custom, launcher)).toMatchObject({
      baseUrl: 'https://iyzico.example.test',
    });
    expect(() => loadConfig({ IYZICO_BASE_URL: 'not a url' })).toThrow(/IYZICO_BASE_URL/);
    expect(() => loadConfig({ PAYMENT_TEST_MODE: 'maybe' })).toThrow(/PAYMENT_TEST_MODE/);
  });

  it("maps the platform's currencies to the provider's", () => {
    expect(['TL', 'DOLLAR', 'EURO', 'POUND', 'try'].map(toProviderCurrency)).toEqual([
      'TRY',
      'USD',
      'EUR',
      'GBP',
      'TRY',
    ]);
    expect(toProviderCurrency('YEN')).toBeNull();
  });
});

function keys() {
  return { apiKey: standin.apiKey, secretKey: standin.secretKey, baseUrl: standin.baseUrl };
}
