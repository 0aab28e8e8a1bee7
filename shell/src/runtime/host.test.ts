import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { getInstance, loadShare } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as session from '@villa/shared/stores/session';
import { SHARE_LOADERS, startFederationHost } from './host';

// What the build defines as __HOST_SHARES__ (shared/federation.config.mjs's hostShares; that the two
// name the same shares is checked in scripts/test/federation-map.test.ts), with made-up versions.
const hostShares = () =>
  Object.fromEntries(
    Object.keys(SHARE_LOADERS).map((name, i) => [name, { version: `1.${i}.0`, requiredVersion: '^1.0.0' }]),
  );

describe('the shell as a federation host', () => {
  startFederationHost(hostShares());

  it('refuses a share it has no module for', () => {
    expect(() =>
      startFederationHost({ 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } }),
    ).toThrow('the shell has no module for the share left-pad');
  });

  it('answers a share with the very module the shell itself uses', async () => {
    const shared = async <T>(name: string): Promise<T | undefined> => {
      const factory = await loadShare<T>(name);
      return factory ? factory() : undefined;
    };
    expect(await shared<typeof React>('react')).toBe(React);
    expect((await shared<typeof ReactDomClient>('react-dom/client'))?.createRoot).toBe(
      ReactDomClient.createRoot,
    );
    expect((await shared<typeof session>('@villa/shared/stores/session'))?.useSession).toBe(
      session.useSession,
    );
  });

  it('registers every share as a singleton in its version, with the range it accepts, in use', () => {
    const scope = getInstance()!.shareScopeMap.default!;
    for (const [name, { version, requiredVersion }] of Object.entries(hostShares())) {
      const provider = scope[name]?.[version];
      expect(provider, name).toBeDefined();
      expect(provider!.from).toBe('shell');
      expect(provider!.shareConfig).toMatchObject({ singleton: true, requiredVersion });
      // In use by the shell: a remote's newer copy of the same major does not displace it.
      expect(provider!.loaded).toBe(true);
    }
  });

  it('lends its runtime to the remotes (built with externalRuntime) and checks their manifests', () => {
    expect((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE).toBe(runtimeCore);
    expect(getInstance()!.options.plugins.map((p) => p.name)).toContain('villa-runtime-plugin');
  });
});
