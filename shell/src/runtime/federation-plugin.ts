import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

const RETRIES = 2;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one runtime plugin: retries a failed manifest or entry fetch a couple of
 * times (a deploy switching files, a flaky mobile network) before the area
 * shows its error, and never serves a cached manifest.
 */
export default function villaRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-runtime-plugin',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          const res = await globalThis.fetch(url, { ...init, cache: 'no-store' });
          if (res.ok || res.status < 500) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
        } catch (err) {
          lastError = err;
        }
        if (attempt < RETRIES) await wait(250 * 2 ** attempt);
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}
