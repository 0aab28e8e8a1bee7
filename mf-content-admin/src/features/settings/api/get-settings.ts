import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getExchangeRates, getOtherSettings } from '@villa/shared/contracts/routes/settings';
import type { KeyValue } from '@villa/shared/contracts/site';

export const useExchange = () => useQuery(endpointQuery(getExchangeRates));
export const useOtherSettings = () => useQuery(endpointQuery(getOtherSettings));

/** Entries as a { key: value } object for a form. */
export function toValues(entries: KeyValue[] | undefined): Record<string, string> {
  return Object.fromEntries((entries ?? []).map((e) => [e.key, e.value]));
}
