import { z } from 'zod';
import { recordId, trimmedText } from '@villa/shared/contracts/fields';
import { BANK_CURRENCIES, isValidIban } from '@villa/shared/contracts/content';

export const bankSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  branch: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  currency: z.enum(BANK_CURRENCIES),
  logoUrl: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export const bankResponse = z.object({ content: bankSchema });
export const bankListResponse = z.object({ content: z.array(bankSchema) });
export const bankIdParams = z.object({ id: recordId() });

export const bankBody = z.object({
  bankName: trimmedText('Banka adı', 80).min(2, 'Banka adı en az 2 karakter olmalıdır.'),
  branch: trimmedText('Şube', 80).default(''),
  accountHolder: trimmedText('Hesap sahibi', 120).min(2, 'Hesap sahibi en az 2 karakter olmalıdır.'),
  iban: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidIban, { message: 'Geçersiz IBAN: numarayı ve kontrol basamaklarını kontrol edin.' }),
  currency: z.enum(BANK_CURRENCIES, { error: 'Para birimi TL, USD, EUR veya GBP olmalıdır.' }),
  logoUrl: z.string().trim().default(''),
  active: z.boolean().default(true),
});

export const bankActivityBody = z.object({
  id: recordId(),
  active: z.boolean({ error: 'Aktiflik durumu true veya false olmalıdır.' }),
});
