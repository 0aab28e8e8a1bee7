// One shared-dependency map for the shell and every remote (ARCHITECTURE:
// front end). Plain JavaScript so every vite.config can import it as is.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { startChunks } from './start-chunks.mjs';

export { startChunks };

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dep = (name) => pkg.dependencies[name];

// Libraries whose module state or React context must be one object on the page. Not shared:
// react-router (remotes route with the shell's copy through the shared kit parcel/router: a shared
// library ships whole, 64 KB gzip, while the kit is tree-shaken to ~14 KB), zustand (the stores are
// shares themselves; a remote's own store may use its own copy), single-spa and react-toastify
// (only the shell uses them: it mounts the parcels and shows every toast; remotes toast through the
// shell's services).
const SINGLETONS = ['react', 'react-dom', '@tanstack/react-query', 'styled-components'];

/**
 * What the shell provides of two libraries that would otherwise be shared whole (a share is loaded
 * with every export, since a remote might use any): a module of the shell's re-exporting only the
 * exports the platform's code uses, so the rest is tree-shaken away (react-query ~3 KB,
 * styled-components ~1.4 KB gzip fewer at start on every page). The shell's host loads these
 * modules for the two shares (shell/src/runtime/host.ts); remotes still import the packages as
 * usual and get them as the singletons. scripts/test/provided-shares.test.ts fails when code
 * anywhere imports an export a module does not provide: add it there.
 */
export const PROVIDED_SHARES = {
  '@tanstack/react-query': fileURLToPath(
    new URL('../shell/src/runtime/shares/react-query.ts', import.meta.url),
  ),
  'styled-components': fileURLToPath(
    new URL('../shell/src/runtime/shares/styled-components.ts', import.meta.url),
  ),
};

/**
 * Modules of @villa/shared with module-level state (stores, the axios instance, the QueryClient, a
 * React context), shared as singletons. A module that imports one of these by a relative path is a
 * share too: the federation plugin keeps imports inside one package local, so it would otherwise
 * compile in its own copy of the store. The same holds for react-router's contexts: the modules
 * that use react-router are shares, so remotes route with the shell's one copy (parcel/router).
 */
export const STATEFUL_MODULES = [
  'api/client',
  'api/site',
  'parcel/create-parcel',
  'parcel/remote-context',
  'parcel/router',
  'query/client',
  'stores/currency',
  'stores/favourites',
  'stores/page-share',
  'stores/session',
  'stores/theme',
  'ui/area-nav',
  'ui/area-screen',
  'ui/not-found',
  'ui/theme-provider',
  'ui/use-url-filter',
];

/** The version of @villa/shared a build was made against, and its major. */
export const SHARED_VERSION = pkg.version;
export const SHARED_MAJOR = Number(pkg.version.split('.')[0]);

const SHARED_SRC = fileURLToPath(new URL('./src/', import.meta.url));
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;

/**
 * Files of a source tree, tests and test support (`*.test-support.tsx`: render helpers imported only by
 * tests) left out. A product module importing one is still followed through its relative import.
 */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-support|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveSource(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next
    }
  }
  return undefined;
}

/**
 * Bare specifiers that a remote's code evaluates, following the stateless @villa/shared modules
 * it compiles in (their imports of react, styled-components… must map to the shares too).
 */
export function importsOf(srcDir) {
  const specifiers = new Set();
  const seen = new Set();
  const queue = sourceFiles(srcDir);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2];
      if (spec.startsWith('.')) {
        const target = resolveSource(resolve(dirname(file), spec));
        if (target) queue.push(target);
        continue;
      }
      specifiers.add(spec);
      const sub = spec.startsWith('@villa/shared/') ? spec.slice('@villa/shared/'.length) : null;
      if (sub && !STATEFUL_MODULES.includes(sub)) {
        const target = resolveSource(join(SHARED_SRC, sub));
        if (target) queue.push(target);
      }
    }
  }
  return specifiers;
}

/**
 * The share map. The shell passes nothing and provides every share (hostShares); a remote passes its source
 * folder and declares only the shares its code uses (a remote loads every share it declares when
 * it starts, so a share it never uses would be downloaded for nothing).
 * @param {string | URL} [srcDir]
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string }>}
 */
export function sharedDependencies(srcDir) {
  const used = srcDir ? importsOf(srcDir instanceof URL ? fileURLToPath(srcDir) : srcDir) : null;
  const wanted = (name) =>
    !used ||
    name === 'react' ||
    name === 'react-dom' ||
    [...used].some((s) => s === name || s.startsWith(`${name}/`));
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string }>} */
  const shared = {};
  for (const name of SINGLETONS.filter(wanted)) {
    shared[name] = { singleton: true, requiredVersion: dep(name) };
  }
  // The modules of @villa/shared that hold state are shares, so stores, the axios instance and the
  // QueryClient are one object on the page. The rest (contracts, helpers, UI primitives) is
  // stateless: each bundle compiles in what it uses, tree-shaken and split along its lazy routes
  // (a share is loaded whole at start-up). No module outside this list may import one inside it
  // (checked by shared/src/federation.test.ts).
  for (const subpath of STATEFUL_MODULES) {
    if (!(`./${subpath}` in pkg.exports)) throw new Error(`@villa/shared has no export ./${subpath}`);
    if (!wanted(`@villa/shared/${subpath}`)) continue;
    shared[`@villa/shared/${subpath}`] = {
      singleton: true,
      version: pkg.version,
      requiredVersion: `^${SHARED_MAJOR}.0.0`,
    };
  }
  return shared;
}

/** Subpaths of the shared libraries that remotes import, and so ask for as shares of their own. */
export const SUBPATH_SHARES = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

/**
 * What the shell provides, for its hand-written federation host (shell/src/runtime/host.ts): every
 * share a remote may ask for, with the version the shell's copy is (the installed package's, or
 * @villa/shared's) and the range it accepts. The modules themselves are the host's loaders; a test
 * (scripts/test/federation-map.test.ts) checks that the two name the same shares.
 * @returns {Record<string, { version: string, requiredVersion: string }>}
 */
export function hostShares() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const installed = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  /** @type {Record<string, { version: string, requiredVersion: string }>} */
  const shares = {};
  for (const [name, config] of Object.entries(sharedDependencies())) {
    shares[name] = {
      version: config.version ?? installed(name),
      requiredVersion: config.requiredVersion,
    };
  }
  for (const [subpath, lib] of Object.entries(SUBPATH_SHARES)) shares[subpath] = { ...shares[lib] };
  return shares;
}

/**
 * A remote's whole vite config, one definition for the five remotes: built and deployed on its own,
 * the shell finds it through its runtime map. Each remote passes its federation name, its source
 * folder (for the share map) and its own copy of the React plugin (installed per package).
 * @param {{ name: string, srcDir: URL, react: () => import('vite').PluginOption }} options
 * @returns {import('vite').UserConfig}
 */
export function remoteViteConfig({ name, srcDir, react }) {
  return {
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        publicPath: 'auto',
        exposes: { './parcel': './src/app/parcel.tsx' },
        shared: sharedDependencies(srcDir),
        experiments: { externalRuntime: true },
        dts: false,
      }),
      // The parcel's start in one chunk (start-chunks.mjs).
      startChunks({ entry: join(fileURLToPath(srcDir), 'app', 'parcel.tsx') }),
    ],
    // Relative base: assets resolve against wherever this remote is served from.
    base: './',
    // No page of its own: the only entry is the exposed parcel.
    build: { target: 'es2022', sourcemap: false, rolldownOptions: { input: 'src/app/parcel.tsx' } },
  };
}
