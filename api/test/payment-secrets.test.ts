import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  decryptSecret,
  encryptSecret,
  maskSecret,
  parsePaymentSecretKey,
  PaymentSecretError,
} from '../src/modules/payments/secrets.ts';

const key = randomBytes(32);
const secret = 'sandbox-qaIiLIxhjMgx3LSKIVvp6j17NunHOFtD';

describe('payment secrets at rest (AES-256-GCM, PAYMENT_SECRET_KEY)', () => {
  it('round-trips, with a fresh IV each time and no plain text in the stored value', () => {
    const a = encryptSecret(secret, key, 'iyzico.secret_key');
    const b = encryptSecret(secret, key, 'iyzico.secret_key');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('qaIiLIxhjMgx3LSKIVvp6j17NunHOFtD');
    expect(decryptSecret(a, key, 'iyzico.secret_key')).toBe(secret);
    expect(decryptSecret(encryptSecret('çğıöşü', key, 'p'), key, 'p')).toBe('çğıöşü');
  });

  it('refuses another key, another field, and a changed value', () => {
    const stored = encryptSecret(secret, key, 'iyzico.secret_key');
    expect(() => decryptSecret(stored, randomBytes(32), 'iyzico.secret_key')).toThrow(PaymentSecretError);
    expect(() => decryptSecret(stored, key, 'iyzico.api_key')).toThrow(PaymentSecretError);
    const [v, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      decryptSecret([v, iv, tag, flipped.toString('base64url')].join('.'), key, 'iyzico.secret_key'),
    ).toThrow(PaymentSecretError);
    // A shortened authentication tag is not accepted.
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => decryptSecret([v, iv, shortTag, data].join('.'), key, 'iyzico.secret_key')).toThrow(
      PaymentSecretError,
    );
    expect(() => decryptSecret('plain-text', key, 'iyzico.secret_key')).toThrow(PaymentSecretError);
  });

  it('reads PAYMENT_SECRET_KEY as 64 hex characters or base64 of 32 bytes, and nothing else', () => {
    const hex = key.toString('hex');
    expect(parsePaymentSecretKey(hex)).toEqual(key);
    expect(parsePaymentSecretKey(key.toString('base64'))).toEqual(key);
    expect(parsePaymentSecretKey(key.toString('base64url'))).toEqual(key);
    expect(parsePaymentSecretKey('too-short')).toBeNull();
    expect(parsePaymentSecretKey(randomBytes(16).toString('hex'))).toBeNull();

    expect(loadConfig({ PAYMENT_SECRET_KEY: hex }).payments.secretKey).toEqual(key);
    expect(loadConfig({}).payments.secretKey).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_SECRET_KEY: 'password123' })).toThrow(/PAYMENT_SECRET_KEY/);
  });

  it('masks a key for the settings screen', () => {
    expect(maskSecret(secret)).toBe('••••OFtD');
    expect(maskSecret('abc')).toBe('••••');
  });
});
