import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The payment provider's API key and secret at rest: AES-256-GCM with the 32-byte key from
 * PAYMENT_SECRET_KEY (config.payments.secretKey). A stored value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the purpose (such as `iyzico.secret_key`) is bound as
 * associated data, so a value copied into another field does not decrypt. The plain values are
 * never sent back to the browser.
 */

const VERSION = 'v1';

export class PaymentSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentSecretError';
  }
}

/**
 * PAYMENT_SECRET_KEY read as 32 bytes: 64 hexadecimal characters or base64 of 32 bytes
 * (`openssl rand -base64 32`). null when it is neither.
 */
export function parsePaymentSecretKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(v)) {
    const bytes = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new PaymentSecretError('The payment secret key must be 32 bytes');
}

export function encryptSecret(plain: string, key: Buffer, purpose: string): string {
  checkKey(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain value, or PaymentSecretError when the key (or the purpose) is not the one it was stored with. */
export function decryptSecret(stored: string, key: Buffer, purpose: string): string {
  checkKey(key);
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length) {
    throw new PaymentSecretError('Kayıtlı ödeme anahtarı okunamadı.');
  }
  try {
    // A fixed 16-byte tag: a shortened tag would weaken the authentication.
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new PaymentSecretError(
      'Kayıtlı ödeme anahtarı çözülemedi: PAYMENT_SECRET_KEY, anahtar kaydedilirkenki değer değil.',
    );
  }
}

/** The last four characters, for the settings screen ("••••1234"): enough to tell keys apart. */
export function maskSecret(plain: string): string {
  return plain.length <= 4 ? '••••' : `••••${plain.slice(-4)}`;
}
