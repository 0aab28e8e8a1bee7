import { describe, expect, it } from 'vitest';
import { planStartChunks } from '../../shared/start-chunks.mjs';

type Node = { importedIds: string[]; dynamicallyImportedIds: string[]; isEntry: boolean };

/** A module graph from `id: [static imports] [dynamic imports] entry?` lines. */
function graph(spec: Record<string, { s?: string[]; d?: string[]; entry?: boolean }>) {
  const nodes = new Map<string, Node>(
    Object.entries(spec).map(([id, n]) => [
      id,
      { importedIds: n.s ?? [], dynamicallyImportedIds: n.d ?? [], isEntry: n.entry ?? false },
    ]),
  );
  return { ids: [...nodes.keys()], info: (id: string) => nodes.get(id) };
}

// The shape of the shell's build as rolldown sees it: index.html → main.ts, which imports the
// federation host statically and the app's start dynamically; the host's share loaders import the
// shares dynamically (a store, react); the start imports the same modules statically.
const HOST = '/r/shell/src/runtime/host.ts';
const ROUTER = '/r/node_modules/react-router/dist/index.mjs';
const shell = () =>
  graph({
    '/r/shell/index.html': { s: ['/r/shell/src/main.ts'], entry: true },
    '/r/shell/src/main.ts': {
      s: [HOST, '/r/shell/src/runtime/paint-first.ts'],
      d: ['/r/shell/src/app/start.tsx'],
    },
    '/r/shell/src/runtime/paint-first.ts': {},
    [HOST]: {
      s: ['/r/shell/src/runtime/federation-plugin.ts', '/r/node_modules/@module-federation/runtime/index.js'],
      d: ['/r/shared/src/stores/theme.ts', '/r/node_modules/react/index.js'],
    },
    '/r/node_modules/@module-federation/runtime/index.js': {},
    '/r/shell/src/runtime/federation-plugin.ts': { s: ['/r/shell/src/runtime/version-skew.ts'] },
    '/r/shell/src/runtime/version-skew.ts': {},
    '/r/node_modules/react/index.js': {},
    '/r/shared/src/stores/theme.ts': {
      s: [
        '/r/shared/src/lib/storage.ts',
        '/r/node_modules/zustand/esm/react.mjs',
        '/r/node_modules/react/index.js',
      ],
    },
    '/r/shared/src/lib/storage.ts': {},
    '/r/node_modules/zustand/esm/react.mjs': { s: ['/r/node_modules/react/index.js'] },
    '/r/shell/src/app/start.tsx': {
      s: [
        '/r/shell/src/app/app.tsx',
        '/r/node_modules/react/index.js',
        '/r/node_modules/single-spa/lib/single-spa.min.js',
      ],
    },
    '/r/shell/src/app/app.tsx': {
      s: [
        '/r/shell/src/layouts/header.tsx',
        '/r/shared/src/stores/theme.ts',
        '/r/shared/src/lib/storage.ts',
        ROUTER,
      ],
      d: ['/r/shell/src/layouts/admin/admin-layout.tsx'],
    },
    [ROUTER]: { s: ['/r/node_modules/react/index.js'] },
    '/r/shell/src/layouts/header.tsx': {
      s: ['/r/shared/src/ui/icons.tsx', '/r/node_modules/react/index.js'],
    },
    '/r/shared/src/ui/icons.tsx': {},
    '/r/node_modules/single-spa/lib/single-spa.min.js': {},
    '/r/shell/src/layouts/admin/admin-layout.tsx': { s: ['/r/shared/src/ui/icons.tsx'] },
  });

describe('planStartChunks', () => {
  it('puts what the start evaluates in one group, apart from what the federation can evaluate', () => {
    const { start } = planStartChunks(shell(), {
      entry: 'shell/src/app/start.tsx',
      shares: 'shell/src/runtime/host.ts',
    });
    expect([...start].sort()).toEqual([
      '/r/node_modules/single-spa/lib/single-spa.min.js',
      '/r/shared/src/ui/icons.tsx',
      '/r/shell/src/app/app.tsx',
      '/r/shell/src/app/start.tsx',
      '/r/shell/src/layouts/header.tsx',
    ]);
    // Never: shared libraries, a share or what it imports (storage), a lazily imported screen (the
    // admin layout), the entries' own modules (the host, its runtime plugin).
  });

  it('puts the shares the host’s loaders import, and what they import, in the shares group', () => {
    const { shares } = planStartChunks(shell(), {
      entry: 'shell/src/app/start.tsx',
      shares: 'shell/src/runtime/host.ts',
    });
    expect([...shares].sort()).toEqual([
      '/r/node_modules/zustand/esm/react.mjs',
      '/r/shared/src/lib/storage.ts',
      '/r/shared/src/stores/theme.ts',
    ]);
  });

  it('a remote (no shares) merges only its start', () => {
    const { shares } = planStartChunks(shell(), { entry: 'shell/src/app/start.tsx' });
    expect(shares.size).toBe(0);
  });

  it('keeps out a member that an outside import reaches again, so no two chunks import each other', () => {
    const g = shell();
    // A library the app imports (outside every group) now imports the header statically: a chunk
    // holding the header would import the library's chunk, which imports the header.
    g.info(ROUTER)!.importedIds.push('/r/shell/src/layouts/header.tsx');
    const { start } = planStartChunks(g, {
      entry: 'shell/src/app/start.tsx',
      shares: 'shell/src/runtime/host.ts',
    });
    expect(start.has('/r/shell/src/layouts/header.tsx')).toBe(false);
    // …and what only the header brought in with it leaves too: it is reached through the library.
    expect(start.has('/r/shared/src/ui/icons.tsx')).toBe(false);
    expect(start.has('/r/shell/src/app/app.tsx')).toBe(true);
  });

  it('refuses a host module the build does not have', () => {
    expect(() =>
      planStartChunks(shell(), { entry: 'shell/src/app/start.tsx', shares: 'shell/src/runtime/nothing.ts' }),
    ).toThrow(/no module shell\/src\/runtime\/nothing.ts/);
  });

  it('refuses a build without the start module', () => {
    expect(() => planStartChunks(shell(), { entry: 'shell/src/app/nothing.tsx' })).toThrow(/no module/);
  });

  it('matches the start module on Windows paths too', () => {
    const g = graph({
      'C:\\r\\shell\\index.html': { d: ['C:\\r\\shell\\src\\app\\start.tsx'], entry: true },
      'C:\\r\\shell\\src\\app\\start.tsx': { s: ['C:\\r\\shell\\src\\app\\app.tsx'] },
      'C:\\r\\shell\\src\\app\\app.tsx': {},
    });
    const { start } = planStartChunks(g, { entry: 'shell/src/app/start.tsx' });
    expect(start.size).toBe(2);
  });
});
