import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { IyzicoProvider } from '../src/modules/payments/iyzico.ts';
import type { CardPaymentRequest } from '../src/modules/payments/provider.ts';
import { startIyzicoStandin } from '../src/modules/payments/standin/server.ts';
import { paymentsPlugin } from '../src/plugins/payments.ts';

const buyer = {
  id: 'g',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  identityNumber: '11111111111',
  ip: '1.2.3.4',
  address: 'Kalkan',
  city: 'Antalya',
  country: 'Türkiye',
};

/** A 10 TL card payment of `buyer`. */
const payment: CardPaymentRequest = {
  conversationId: 'c',
  basketId: 'b',
  amount: 10,
  currency: 'TRY',
  callbackUrl: 'http://127.0.0.1:9/donus',
  buyer,
  items: [{ id: 'i', name: 'Konaklama', category: 'Konaklama', amount: 10 }],
};

describe('the payments plugin', () => {
  it('starts the stand-in once on first use in test mode and stops it with the app', async () => {
    const app = Fastify();
    await app.register(paymentsPlugin, { config: loadConfig({}).payments });
    const first = await app.payments.provider();
    const second = await app.payments.provider();
    expect(first).toBeInstanceOf(IyzicoProvider);
    const baseUrl = (first as IyzicoProvider).baseUrl;
    expect((second as IyzicoProvider).baseUrl).toBe(baseUrl);
    expect(first.testMode).toBe(true);
    const session = await first.initializeCardPayment(payment);
    expect((await fetch(session.paymentPageUrl)).status).toBe(200);

    await app.close();
    await expect(fetch(session.paymentPageUrl)).rejects.toThrow();
  });

  it('reads the stored settings on every call and starts no stand-in for bank transfer', async () => {
    let settings: {
      provider: 'iyzico' | 'bank_transfer';
      live: boolean;
      apiKey: string | null;
      secretKey: string | null;
    } = { provider: 'bank_transfer', live: false, apiKey: null, secretKey: null };
    const app = Fastify();
    await app.register(paymentsPlugin, {
      config: loadConfig({}).payments,
      loadSettings: async () => settings,
    });
    expect((await app.payments.provider()).offersCard).toBe(false);
    settings = { provider: 'iyzico', live: false, apiKey: 'k', secretKey: 's' };
    expect(await app.payments.provider()).toMatchObject({
      offersCard: true,
      baseUrl: 'https://sandbox-api.iyzipay.com',
    });
    await app.close();
  });

  it('links its pages to the public address it is given', async () => {
    const standin = await startIyzicoStandin({ publicUrl: 'https://odeme-test.example.test/' });
    const client = new IyzicoProvider({ ...standin, testMode: true });
    const session = await client.initializeCardPayment(payment);
    expect(session.paymentPageUrl).toBe(`https://odeme-test.example.test/?token=${session.token}&lang=tr`);
    const html = await (await fetch(`${standin.baseUrl}/?token=${session.token}`)).text();
    expect(html).toContain('action="https://odeme-test.example.test/odeme"');
    await standin.close();
  });
});
