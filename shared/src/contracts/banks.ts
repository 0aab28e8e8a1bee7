import { z } from 'zod';
import { endpoint } from './endpoint';
import { iban, idParams, recordId, trimmedText } from './fields';

/**
 * Bank accounts for transfers (SPEC §7 Banks): staff manage them under Website → Banka Hesapları;
 * the active ones are shown on /website/banks and in the bank-details e-mail.
 */

export const BANK_CURRENCIES = ['TL', 'USD', 'EUR', 'GBP'] as const;
export type BankCurrency = (typeof BANK_CURRENCIES)[number];

export const BANK_CURRENCY_LABELS: Record<BankCurrency, string> = {
  TL: 'Türk Lirası (TL)',
  USD: 'Amerikan Doları (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'İngiliz Sterlini (GBP)',
};

export const bank = z.object({
  id: z.number().int(),
  bankName: z.string(),
  branch: z.string(),
  accountHolder: z.string(),
  /** Upper-cased, without spaces. */
  iban: z.string(),
  currency: z.enum(BANK_CURRENCIES),
  logoUrl: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Bank = z.infer<typeof bank>;

/** What visitors see: the active accounts, in order, without the staff fields. */
export const publicBank = bank.omit({ active: true, sortOrder: true });
export type PublicBank = z.infer<typeof publicBank>;

/** The staff form's fields (api and mf-content-admin's bank form alike). */
export const bankBody = z.object({
  bankName: trimmedText('Banka adı', 80).min(2, 'Banka adı en az 2 karakter olmalıdır.'),
  branch: trimmedText('Şube', 80).default(''),
  accountHolder: trimmedText('Hesap sahibi', 120).min(2, 'Hesap sahibi en az 2 karakter olmalıdır.'),
  iban: iban(),
  currency: z.enum(BANK_CURRENCIES, { error: 'Para birimi TL, USD, EUR veya GBP olmalıdır.' }),
  /** An uploaded image (POST /v1/admin/uploads) or ''. */
  logoUrl: z.string().trim().default(''),
  active: z.boolean().default(true),
});
/** As a form holds it (before defaults and normalisation). */
export type BankBodyInput = z.input<typeof bankBody>;
export type BankBody = z.output<typeof bankBody>;

export const bankActivityBody = z.object({
  id: recordId(),
  active: z.boolean({ error: 'Aktiflik durumu true veya false olmalıdır.' }),
});

const tags = ['banks'];

export const listBanks = endpoint({
  method: 'GET',
  path: '/v1/admin/banks',
  summary: 'Banka hesapları',
  tags,
  response: z.array(bank),
});

export const createBank = endpoint({
  method: 'POST',
  path: '/v1/admin/banks',
  summary: 'Banka hesabı ekle',
  tags,
  body: bankBody,
  response: bank,
  status: 201,
});

export const updateBank = endpoint({
  method: 'PUT',
  path: '/v1/admin/banks/{id}',
  summary: 'Banka hesabını güncelle',
  tags,
  params: idParams(),
  body: bankBody,
  response: bank,
});

export const deleteBank = endpoint({
  method: 'DELETE',
  path: '/v1/admin/banks/{id}',
  summary: 'Banka hesabını sil',
  tags,
  params: idParams(),
  response: bank,
});

export const setBankActivity = endpoint({
  method: 'PATCH',
  path: '/v1/admin/banks/activity',
  summary: 'Banka hesabını aktif/pasif yap',
  tags,
  body: bankActivityBody,
  response: bank,
});

export const listPublicBanks = endpoint({
  method: 'GET',
  path: '/v1/website/bank',
  summary: 'Aktif banka hesapları',
  tags: ['website'],
  response: z.array(publicBank),
});
