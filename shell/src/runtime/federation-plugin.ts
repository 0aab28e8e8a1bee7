import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { checkManifest } from './version-skew';

const RETRIES = 2;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one runtime plugin: retries a failed manifest fetch a couple of times (a
 * deploy switching files, a flaky mobile network) before the area shows its
 * error, and never serves a cached manifest. When every try fails it answers
 * with an unreadable 503 rather than throwing: the runtime swallows a throwing
 * hook and falls back to a plain fetch that the HTTP cache may answer with a
 * stale manifest of a remote that is down.
 */
export default function villaRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-runtime-plugin',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          const res = await globalThis.fetch(url, { ...init, cache: 'no-store' });
          if (res.ok && url.endsWith('mf-manifest.json')) {
            // A remote built against another major of @villa/shared is refused, not run.
            const refusal = checkManifest(
              url,
              await res
                .clone()
                .json()
                .catch(() => null),
            );
            if (refusal) return new Response(refusal, { status: 409, statusText: 'Version Skew' });
          }
          if (res.ok || res.status < 500) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
        } catch (err) {
          lastError = err;
        }
        if (attempt < RETRIES) await wait(250 * 2 ** attempt);
      }
      const reason = lastError instanceof Error ? lastError.message : String(lastError);
      return new Response(`remote unavailable: ${reason}`, {
        status: 503,
        statusText: 'Service Unavailable',
      });
    },
  };
}
