import fp from 'fastify-plugin';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import {
  resolvePaymentProvider,
  standinLauncher,
  type PaymentSettings,
  type PaymentsConfig,
} from '../modules/payments/select.ts';
import type { StandinStartOptions } from '../modules/payments/standin/server.ts';

export interface Payments {
  readonly config: PaymentsConfig;
  /**
   * The provider serving guests now. The settings are read on every call, so a change in
   * 'Ödeme Ayarları' applies at once; in test mode the local stand-in starts on first use.
   */
  provider(): Promise<PaymentProvider>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments (iyzico, its local stand-in in test mode) or bank transfer only. */
    payments: Payments;
  }
}

export interface PaymentsPluginOptions {
  /** config.payments */
  config: PaymentsConfig;
  /** The stored payment settings with their keys decrypted; none stored yet: null. */
  loadSettings?: () => Promise<PaymentSettings | null>;
  /** Where the stand-in listens (default a free port on 127.0.0.1) and how guests reach it. */
  standin?: StandinStartOptions;
}

/** `app.payments`; the stand-in, when one was started, stops with the app. */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, opts) => {
    const launcher = standinLauncher(opts.standin);
    app.decorate('payments', {
      config: opts.config,
      provider: async () =>
        resolvePaymentProvider((await opts.loadSettings?.()) ?? null, opts.config, launcher.get),
    });
    app.addHook('onClose', async () => launcher.close());
  },
  { name: 'payments' },
);
