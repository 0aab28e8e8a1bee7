import { eq, sql } from 'drizzle-orm';
import type { PaymentSettingsValues, PaymentSettingsView } from '@villa/shared/contracts/payments';
import { paymentSettings } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decryptSecret, encryptSecret, maskSecret, PaymentSecretError } from './secrets.ts';
import type { PaymentSettings, PaymentsConfig } from './select.ts';

/**
 * 'Ödeme Ayarları' at rest: one row of payment_settings, the provider's keys encrypted with
 * PAYMENT_SECRET_KEY (secrets.ts; the purpose bound so a key cannot be swapped into the other
 * field). The plain keys leave this module only towards the provider, never towards the browser.
 */

const ROW_ID = 1;
const API_KEY_PURPOSE = 'iyzico.api_key';
const SECRET_KEY_PURPOSE = 'iyzico.secret_key';

/**
 * The settings with their keys decrypted, for the payments plugin. Keys that cannot be decrypted
 * (PAYMENT_SECRET_KEY changed or missing) count as bank transfer only: a guest is never sent to the
 * stand-in because the real keys became unreadable.
 */
export async function loadPaymentSettings(
  db: Db,
  config: PaymentsConfig,
  onError?: (err: unknown) => void,
): Promise<PaymentSettings | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, ROW_ID));
  if (!row) return null;
  const provider = row.provider === 'bank_transfer' ? 'bank_transfer' : 'iyzico';
  const stored = row.apiKeyEncrypted !== null || row.secretKeyEncrypted !== null;
  if (!stored) return { provider, live: row.live, apiKey: null, secretKey: null };
  if (!config.secretKey || !row.apiKeyEncrypted || !row.secretKeyEncrypted) {
    onError?.(new PaymentSecretError('Stored payment keys cannot be read: PAYMENT_SECRET_KEY is not set'));
    return { provider: 'bank_transfer', live: row.live, apiKey: null, secretKey: null };
  }
  try {
    return {
      provider,
      live: row.live,
      apiKey: decryptSecret(row.apiKeyEncrypted, config.secretKey, API_KEY_PURPOSE),
      secretKey: decryptSecret(row.secretKeyEncrypted, config.secretKey, SECRET_KEY_PURPOSE),
    };
  } catch (err) {
    onError?.(err);
    return { provider: 'bank_transfer', live: row.live, apiKey: null, secretKey: null };
  }
}

function effectiveMode(
  provider: 'iyzico' | 'bank_transfer',
  live: boolean,
  hasKeys: boolean,
  config: PaymentsConfig,
): PaymentSettingsView['effectiveMode'] {
  if (provider === 'bank_transfer') return 'bank_transfer';
  if (hasKeys) return live ? 'live' : 'sandbox';
  return config.testMode ? 'standin' : 'bank_transfer';
}

/** The screen's view: provider, test/live, and for each key only whether it is set and its last four. */
export async function paymentSettingsView(db: Db, config: PaymentsConfig): Promise<PaymentSettingsView> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, ROW_ID));
  const provider = row?.provider === 'bank_transfer' ? 'bank_transfer' : 'iyzico';
  const live = row?.live ?? false;
  const apiSet = Boolean(row?.apiKeyEncrypted);
  const secretSet = Boolean(row?.secretKeyEncrypted);
  // What the payments plugin will do with these settings (select.ts resolvePaymentProvider).
  const loaded = await loadPaymentSettings(db, config);
  const mode = loaded
    ? effectiveMode(loaded.provider, loaded.live, Boolean(loaded.apiKey && loaded.secretKey), config)
    : effectiveMode('iyzico', false, false, config);
  return {
    provider,
    live,
    apiKey: { set: apiSet, masked: apiSet ? (row?.apiKeyHint ?? '••••') : null },
    secretKey: { set: secretSet, masked: secretSet ? (row?.secretKeyHint ?? '••••') : null },
    canStoreKeys: Boolean(config.secretKey),
    effectiveMode: mode,
  };
}

/** Saves the settings; a new key is encrypted before it is written, an empty one keeps the stored key. */
export async function savePaymentSettings(
  db: Db,
  config: PaymentsConfig,
  userId: number,
  body: PaymentSettingsValues,
): Promise<void> {
  const newKeys = body.apiKey !== undefined || body.secretKey !== undefined;
  if (newKeys && !config.secretKey) {
    throw new HttpError(
      400,
      'Anahtarlar kaydedilemez: sunucuda PAYMENT_SECRET_KEY tanımlı değil. Sistem yöneticinizden tanımlamasını isteyin.',
    );
  }
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, ROW_ID));
  const keyColumns: Partial<typeof paymentSettings.$inferInsert> = {};
  if (body.clearKeys) {
    Object.assign(keyColumns, {
      apiKeyEncrypted: null,
      secretKeyEncrypted: null,
      apiKeyHint: null,
      secretKeyHint: null,
    });
  }
  if (body.apiKey !== undefined && config.secretKey) {
    keyColumns.apiKeyEncrypted = encryptSecret(body.apiKey, config.secretKey, API_KEY_PURPOSE);
    keyColumns.apiKeyHint = maskSecret(body.apiKey);
  }
  if (body.secretKey !== undefined && config.secretKey) {
    keyColumns.secretKeyEncrypted = encryptSecret(body.secretKey, config.secretKey, SECRET_KEY_PURPOSE);
    keyColumns.secretKeyHint = maskSecret(body.secretKey);
  }
  const apiAfter = 'apiKeyEncrypted' in keyColumns ? keyColumns.apiKeyEncrypted : row?.apiKeyEncrypted;
  const secretAfter =
    'secretKeyEncrypted' in keyColumns ? keyColumns.secretKeyEncrypted : row?.secretKeyEncrypted;
  if (Boolean(apiAfter) !== Boolean(secretAfter)) {
    throw new HttpError(400, 'API anahtarı ve gizli anahtar birlikte girilmeli.');
  }
  if (body.provider === 'iyzico' && body.live && !apiAfter) {
    throw new HttpError(400, 'Canlı moda geçmek için iyzico API anahtarı ve gizli anahtarı girilmeli.');
  }
  const values = {
    provider: body.provider,
    live: body.live,
    ...keyColumns,
    updatedBy: userId,
    updatedAt: sql`now()`,
  };
  await db
    .insert(paymentSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values });
}
