import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Exchange rates from the central bank (TCMB): USD, EUR and GBP are read once a day from TCMB's
 * daily XML (today.xml) and stored as the settings dollar/euro/sterling_exchange_rate. The rate used
 * is TCMB's ForexSelling (döviz satış). Staff may override a rate by hand ('Döviz Kurları' form):
 * the manual value stays until the next successful fetch (the next day's run, or 'TCMB'den
 * güncelle'). A failed fetch keeps the last rates.
 */

export const EXCHANGE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type ExchangeCurrency = (typeof EXCHANGE_CURRENCIES)[number];

export const exchangeRateEntry = z.object({
  currency: z.enum(EXCHANGE_CURRENCIES),
  /** The settings key holding the value. */
  key: z.string(),
  /** TL for one unit, '' when never set. */
  value: z.string(),
  /** tcmb: from the last fetch; manual: entered by staff since; none: neither yet (seed value). */
  origin: z.enum(['tcmb', 'manual', 'none']),
  /** TCMB bulletin date (YYYY-MM-DD) of a tcmb value. */
  rate_date: z.string().nullable(),
  /** When staff entered a manual value (ISO time). */
  manual_at: z.string().nullable(),
});
export type ExchangeRateEntry = z.infer<typeof exchangeRateEntry>;

export const exchangeRateStatus = z.object({
  source: z.string(),
  source_url: z.string(),
  /** Which TCMB column is used. */
  rate_type: z.string(),
  rates: z.array(exchangeRateEntry),
  /** TCMB bulletin date of the last successful fetch (YYYY-MM-DD). */
  rate_date: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** Turkish text of the last failure, null when the last attempt succeeded. */
  last_error: z.string().nullable(),
});
export type ExchangeRateStatus = z.infer<typeof exchangeRateStatus>;

const tags = ['settings'];

export const getExchangeRateStatus = endpoint({
  method: 'GET',
  path: '/v1/admin/exchange/status',
  summary: 'Döviz kurlarının kaynağı ve tarihi (TCMB)',
  description:
    'Her kurun değeri, kaynağı (TCMB veya elle girildi), TCMB bülten tarihi; son başarılı güncelleme ve son hata.',
  tags,
  response: exchangeRateStatus,
});

export const refreshExchangeRates = endpoint({
  method: 'POST',
  path: '/v1/admin/exchange/refresh',
  summary: 'Kurları TCMB’den şimdi güncelle',
  description:
    'TCMB today.xml okunur; USD, EUR, GBP döviz satış kurları kaydedilir (elle girilenlerin yerine geçer). Okunamazsa 502 ve eski kurlar kalır.',
  tags,
  response: exchangeRateStatus,
});
