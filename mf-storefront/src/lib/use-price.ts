import { useQuery } from '@tanstack/react-query';
import { homeDataQuery } from '@villa/shared/api/site';
import { formatMoney } from '@villa/shared/lib/format/money';
import { convertFromTl, ratesFromEntries } from '@villa/shared/lib/money';
import { useCurrency } from '@villa/shared/stores/currency';

/** Formats a TL amount in the visitor's currency, converted with the rates of the site data. */
export function usePrice(): (amountTl: number) => string {
  const currency = useCurrency((s) => s.currency);
  const { data } = useQuery(homeDataQuery());
  const rates = ratesFromEntries(data?.exchange);
  return (amountTl) => {
    const converted = convertFromTl(amountTl, currency, rates);
    return converted === null ? formatMoney(amountTl, 'TL') : formatMoney(converted, currency);
  };
}

/** The brand name from the site settings (falls back to the product name). */
export function useBrandName(): string {
  const { data } = useQuery(homeDataQuery());
  return data?.settings.find((s) => s.key === 'brand_name')?.value || 'Likya Villa';
}
