// One shared-dependency map for the shell and every remote (ARCHITECTURE:
// front end). Plain JavaScript so every vite.config can import it as is.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dep = (name) => pkg.dependencies[name];

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
  'single-spa',
  'react-toastify',
];

/** The version of @villa/shared a build was made against, and its major. */
export const SHARED_VERSION = pkg.version;
export const SHARED_MAJOR = Number(pkg.version.split('.')[0]);

/** @returns {Record<string, { singleton: true, requiredVersion: string, version?: string }>} */
export function sharedDependencies() {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string }>} */
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: dep(name) };
  // Every module of @villa/shared is its own share, so stores, the axios
  // instance and the QueryClient are one object on the page.
  for (const subpath of Object.keys(pkg.exports)) {
    if (!subpath.startsWith('./') || subpath === './federation') continue;
    shared[`@villa/shared/${subpath.slice(2)}`] = {
      singleton: true,
      version: pkg.version,
      requiredVersion: `^${SHARED_MAJOR}.0.0`,
    };
  }
  return shared;
}
