import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PROVIDED_SHARES,
  STATEFUL_MODULES,
  SUBPATH_SHARES,
  hostShares,
  importsOf,
  sharedDependencies,
} from '../../shared/federation.config.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'shared', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-support|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Module id (e.g. `stores/session`) of a file under src/. */
const moduleOf = (file: string) => relative(SRC, file).replace(/\.tsx?$/, '');

/** Runtime imports of a file (type-only imports vanish from the bundle). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1] ?? '');
}

function relativeDeps(file: string): string[] {
  return runtimeImports(file)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => moduleOf(resolve(dirname(file), spec)));
}

describe('federation share map', () => {
  const files = sourceFiles(SRC);
  const stateful = new Set(STATEFUL_MODULES);

  it('shares every stateful module and nothing stateless', () => {
    const shared = Object.keys(sharedDependencies()).filter((k) => k.startsWith('@villa/shared/'));
    expect(shared.sort()).toEqual([...STATEFUL_MODULES].map((m) => `@villa/shared/${m}`).sort());
    expect(sharedDependencies()).not.toHaveProperty('react-router');
    expect(Object.keys(sharedDependencies()).filter((k) => !k.startsWith('@villa/'))).toEqual([
      'react',
      'react-dom',
      '@tanstack/react-query',
      'styled-components',
    ]);
  });

  it.each(['mf-storefront', 'mf-villa-admin', 'mf-booking-admin', 'mf-boat-admin', 'mf-content-admin'])(
    '%s declares only the shares it uses, routes with the shared kit and toasts through the shell',
    (remote) => {
      const src = join(ROOT, remote, 'src');
      const used = importsOf(src);
      // Unshared libraries that only work as one instance: the shell owns them.
      for (const lib of ['react-router', 'react-toastify', 'single-spa', '@villa/shared/ui/notify']) {
        expect([...used].filter((s) => s === lib)).toEqual([]);
      }
      const declared = Object.keys(sharedDependencies(src));
      expect(declared).toContain('@villa/shared/parcel/create-parcel');
      expect(declared).toContain('react');
      expect(declared.filter((k) => k !== 'react' && k !== 'react-dom' && !used.has(k))).toEqual([]);
    },
  );

  it('the shell’s host has a module for every share of the map, and every share a remote asks for', () => {
    const hostFile = join(ROOT, 'shell', 'src', 'runtime', 'host.ts');
    const loaders = new Map(
      [
        ...readFileSync(hostFile, 'utf8').matchAll(/^ {2}'?([@\w/.-]+)'?: \(\) => import\('([^']+)'\),$/gm),
      ].map((m) => [m[1]!, m[2]!]),
    );
    const shares = hostShares();
    expect([...loaders.keys()].sort()).toEqual(Object.keys(shares).sort());
    // A remote asks for each share it declares and for the subpaths of react and react-dom it imports.
    for (const remote of [
      'mf-storefront',
      'mf-villa-admin',
      'mf-booking-admin',
      'mf-boat-admin',
      'mf-content-admin',
    ]) {
      const src = join(ROOT, remote, 'src');
      const asked = [...Object.keys(sharedDependencies(src)), ...Object.keys(SUBPATH_SHARES)];
      expect(asked.filter((name) => !(name in shares))).toEqual([]);
    }
    // The trimmed libraries come from the shell's trimmed modules, the rest from the package itself.
    for (const [lib, file] of Object.entries(PROVIDED_SHARES)) {
      expect(resolve(dirname(hostFile), `${loaders.get(lib)}.ts`)).toBe(file);
    }
    for (const name of Object.keys(shares).filter((n) => !(n in PROVIDED_SHARES))) {
      expect(loaders.get(name)).toBe(name);
    }
    // Versions: @villa/shared's own for its modules, the installed package's for a library.
    expect(shares['@villa/shared/stores/session']).toEqual({
      version: JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')).version,
      requiredVersion: sharedDependencies()['@villa/shared/stores/session']!.requiredVersion,
    });
    const react = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'react', 'package.json'), 'utf8'));
    expect(shares['react/jsx-runtime']).toEqual({
      version: react.version,
      requiredVersion: sharedDependencies().react!.requiredVersion,
    });
  });

  it('no unshared module reaches a shared one through a relative import (it would copy the store)', () => {
    const offenders = files
      .filter((f) => !stateful.has(moduleOf(f)))
      .flatMap((f) =>
        relativeDeps(f)
          .filter((dep) => stateful.has(dep))
          .map((dep) => `${moduleOf(f)} → ${dep}`),
      );
    expect(offenders).toEqual([]);
  });

  // Also through the routing kit: a stateless module compiled into a remote evaluates the remote's
  // fallback copy of parcel/router, whose react-router sees no Router ('useLocation() may be used
  // only in the context of a <Router>').
  it('every module using react-router is a share (one copy of its contexts on the page)', () => {
    const routing = (spec: string) =>
      spec === 'react-router' || spec.startsWith('react-router/') || spec === '@villa/shared/parcel/router';
    const offenders = files
      .filter((f) => !stateful.has(moduleOf(f)) && moduleOf(f) !== 'parcel/router')
      .filter((f) => runtimeImports(f).some(routing))
      .map(moduleOf);
    expect(offenders).toEqual([]);
  });
});
