import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import villaRuntimePlugin from './federation-plugin';

/** Each share's version and accepted range, from shared/federation.config.mjs (hostShares). */
declare const __HOST_SHARES__: Record<string, { version: string; requiredVersion: string }>;

type ShareModule = Record<string, unknown>;

/**
 * The modules the shell provides as shares, loaded when a remote (or the shell itself) first asks
 * for them. The shell's own code imports the same modules, so a remote gets the very objects the
 * shell uses: one React, one QueryClient, one session store. The keys are the share names of
 * shared/federation.config.mjs's hostShares (scripts/test/federation-map.test.ts compares them).
 */
export const SHARE_LOADERS: Record<string, () => Promise<ShareModule>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@tanstack/react-query': () => import('./shares/react-query'),
  'styled-components': () => import('./shares/styled-components'),
  '@villa/shared/api/client': () => import('@villa/shared/api/client'),
  '@villa/shared/api/site': () => import('@villa/shared/api/site'),
  '@villa/shared/parcel/create-parcel': () => import('@villa/shared/parcel/create-parcel'),
  '@villa/shared/parcel/remote-context': () => import('@villa/shared/parcel/remote-context'),
  '@villa/shared/parcel/router': () => import('@villa/shared/parcel/router'),
  '@villa/shared/query/client': () => import('@villa/shared/query/client'),
  '@villa/shared/stores/currency': () => import('@villa/shared/stores/currency'),
  '@villa/shared/stores/favourites': () => import('@villa/shared/stores/favourites'),
  '@villa/shared/stores/page-share': () => import('@villa/shared/stores/page-share'),
  '@villa/shared/stores/session': () => import('@villa/shared/stores/session'),
  '@villa/shared/stores/theme': () => import('@villa/shared/stores/theme'),
  '@villa/shared/ui/area-nav': () => import('@villa/shared/ui/area-nav'),
  '@villa/shared/ui/area-screen': () => import('@villa/shared/ui/area-screen'),
  '@villa/shared/ui/not-found': () => import('@villa/shared/ui/not-found'),
  '@villa/shared/ui/theme-provider': () => import('@villa/shared/ui/theme-provider'),
  '@villa/shared/ui/use-url-filter': () => import('@villa/shared/ui/use-url-filter'),
};

/**
 * The shell as a federation host, written against the federation runtime's own API instead of the
 * code @module-federation/vite generates for a host (a remote entry, share loaders and import maps
 * for the shell itself: ~21 KB gzip of JavaScript at load on every page, docs/performance.md). The
 * remotes are still built by the plugin and meet this host through the runtime's documented
 * contract: their remoteEntry's init() gets the host's share scope, and with experiments.
 * externalRuntime they run on the runtime the host puts at globalThis._FEDERATION_RUNTIME_CORE.
 */
export function startFederationHost(shares = __HOST_SHARES__): void {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'version-first',
    plugins: [villaRuntimePlugin()],
    shared: Object.fromEntries(
      Object.entries(shares).map(([name, { version, requiredVersion }]) => {
        const load = SHARE_LOADERS[name];
        if (!load) throw new Error(`the shell has no module for the share ${name}`);
        return [
          name,
          {
            version,
            scope: ['default'],
            // The shell's copy is the one in use: with version-first, a share no one has loaded
            // yields to a remote's newer copy of the same major, and a remote built against
            // @villa/shared 1.1 would run on a second session store beside the shell's.
            loaded: true,
            shareConfig: { singleton: true, requiredVersion, strictVersion: false, eager: false },
            get: () => load().then((module) => () => module),
          },
        ];
      }),
    ),
  });
}
