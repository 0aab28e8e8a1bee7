import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { OtherSettings } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { KeyValue } from '@villa/shared/contracts/site';

export const settingsQueryKey = ['admin', 'settings'] as const;

export async function getExchange(): Promise<KeyValue[]> {
  return (await api.get<Envelope<KeyValue[]>>('/v1/admin/getexchange')).data.content;
}

export async function getOther(): Promise<OtherSettings> {
  return (await api.get<Envelope<OtherSettings>>('/v1/admin/other')).data.content;
}

export const getExchangeQueryOptions = () =>
  queryOptions({ queryKey: [...settingsQueryKey, 'exchange'], queryFn: getExchange });
export const getOtherQueryOptions = () =>
  queryOptions({ queryKey: [...settingsQueryKey, 'other'], queryFn: getOther });

export const useExchange = () => useQuery(getExchangeQueryOptions());
export const useOtherSettings = () => useQuery(getOtherQueryOptions());

/** Entries as a { key: value } object for a form. */
export function toValues(entries: KeyValue[] | undefined): Record<string, string> {
  return Object.fromEntries((entries ?? []).map((e) => [e.key, e.value]));
}
