import { useQuery } from '@tanstack/react-query';
import { homeDataQuery } from '@villa/shared/api/site';
import type { BoatMoney } from '@villa/shared/contracts/boats';
import { formatMoney } from '@villa/shared/lib/format/money';
import { convertFromTl, ratesFromEntries } from '@villa/shared/lib/money';
import { useCurrency } from '@villa/shared/stores/currency';

/**
 * Shows an amount in the visitor's currency (header dropdown), converting through TL with the
 * site's exchange rates; falls back to the price's own currency when a rate is missing.
 */
export function useBoatPrice() {
  const currency = useCurrency((s) => s.currency);
  const { data } = useQuery(homeDataQuery());
  const rates = ratesFromEntries(data?.exchange);
  return (money: BoatMoney): string => {
    const rate = money.currency === 'TL' ? 1 : rates[money.currency];
    const inTl = rate ? money.amount * rate : null;
    const converted = inTl === null ? null : convertFromTl(inTl, currency, rates);
    return converted === null ? formatMoney(money.amount, money.currency) : formatMoney(converted, currency);
  };
}
