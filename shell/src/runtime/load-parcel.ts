import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ParcelConfig } from 'single-spa';
import { remoteEntry } from './remotes-map';

const cache = new Map<string, Promise<ParcelConfig>>();

function isParcelConfig(value: unknown): value is ParcelConfig {
  const v = value as { mount?: unknown; unmount?: unknown } | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/** Loads a remote's './parcel'. A failed load is forgotten so the next try starts afresh. */
export function loadParcel(remote: string): Promise<ParcelConfig> {
  const cached = cache.get(remote);
  if (cached) return cached;
  const promise = loadRemote<{ default?: unknown }>(`${remote}/parcel`).then((mod) => {
    const config = mod?.default ?? mod;
    if (!isParcelConfig(config)) throw new Error(`${remote} did not expose a parcel`);
    return config;
  });
  cache.set(remote, promise);
  promise.catch(() => {
    cache.delete(remote);
    // Re-register so the runtime drops its cached failure and fetches again.
    const entry = remoteEntry(remote);
    if (entry) registerRemotes([{ name: remote, entry, type: 'module' }], { force: true });
  });
  return promise;
}
