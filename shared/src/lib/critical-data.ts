import { CRITICAL_DATA_ID, criticalDataKey } from '../ui/critical-ids';

let data: Record<string, unknown> | null = null;

/**
 * A response the server embedded in the page's first HTML (same shape as the API's `content`),
 * if any: `villa` by slug, `api` by path (api/src/web/critical.ts).
 */
export function criticalData<T>(kind: 'villa' | 'api', id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (data === null) {
    try {
      data = JSON.parse(document.getElementById(CRITICAL_DATA_ID)?.textContent ?? '{}') as Record<
        string,
        unknown
      >;
    } catch {
      data = {};
    }
  }
  return data[criticalDataKey(kind, id)] as T | undefined;
}
