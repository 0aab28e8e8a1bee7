import { BankTransferProvider } from './bank-transfer.ts';
import { IYZICO_LIVE_URL, IYZICO_SANDBOX_URL, IyzicoProvider } from './iyzico.ts';
import type { PaymentProvider } from './provider.ts';
import { startIyzicoStandin, type IyzicoStandin, type StandinStartOptions } from './standin/server.ts';

/** config.payments (config.ts): what the environment says about card payments. */
export interface PaymentsConfig {
  /** PAYMENT_SECRET_KEY as 32 bytes; without it provider keys cannot be stored. */
  secretKey: Buffer | undefined;
  /** IYZICO_BASE_URL: overrides the sandbox or live address the settings choose. */
  iyzicoBaseUrl: string | undefined;
  /** Without provider keys, card payment runs against the local stand-in (test mode). */
  testMode: boolean;
  /**
   * PAYMENT_STANDIN_PUBLIC_URL: how guests' browsers reach the stand-in's pages when not at its
   * listening address (127.0.0.1 and a free port); only for test mode on another machine.
   */
  standinPublicUrl?: string | undefined;
}

/** The 'Ödeme Ayarları' as stored, the keys already decrypted (secrets.ts). */
export interface PaymentSettings {
  provider: 'iyzico' | 'bank_transfer';
  /** false: iyzico's sandbox; true: live. */
  live: boolean;
  apiKey: string | null;
  secretKey: string | null;
}

/**
 * Which provider serves the guest now:
 * - iyzico with its keys: its sandbox or live URL (IYZICO_BASE_URL overrides), test mode on the sandbox;
 * - no keys and test mode allowed (NODE_ENV not production, or PAYMENT_TEST_MODE=1): iyzico's
 *   client against the local stand-in, started on first use;
 * - otherwise (production without keys, or bank transfer chosen): bank transfer only.
 */
export async function resolvePaymentProvider(
  settings: PaymentSettings | null,
  config: PaymentsConfig,
  standin: () => Promise<IyzicoStandin>,
): Promise<PaymentProvider> {
  if (settings?.provider === 'bank_transfer') return new BankTransferProvider();
  if (settings?.apiKey && settings.secretKey) {
    return new IyzicoProvider({
      apiKey: settings.apiKey,
      secretKey: settings.secretKey,
      baseUrl: config.iyzicoBaseUrl ?? (settings.live ? IYZICO_LIVE_URL : IYZICO_SANDBOX_URL),
      testMode: !settings.live,
    });
  }
  if (!config.testMode) return new BankTransferProvider();
  const local = await standin();
  return new IyzicoProvider({
    apiKey: local.apiKey,
    secretKey: local.secretKey,
    baseUrl: local.baseUrl,
    testMode: true,
  });
}

/**
 * The stand-in started once, on first use, and closed with the app (the payments plugin keeps one).
 * A failed start is retried on the next use.
 */
export function standinLauncher(options: StandinStartOptions = {}) {
  let running: Promise<IyzicoStandin> | null = null;
  return {
    get: (): Promise<IyzicoStandin> => {
      running ??= startIyzicoStandin(options).catch((error: unknown) => {
        running = null;
        throw error;
      });
      return running;
    },
    close: async (): Promise<void> => {
      const current = running;
      running = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
