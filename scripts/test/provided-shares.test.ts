import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDED_SHARES, sharedDependencies } from '../../shared/federation.config.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGES = [
  'shell',
  'shared',
  'mf-storefront',
  'mf-villa-admin',
  'mf-booking-admin',
  'mf-boat-admin',
  'mf-content-admin',
];

/** Product source files (tests run without federation: they get the whole library). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-support|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The value exports a file imports from `lib` ('default' for a default import); '*' for a namespace. */
function importedNames(code: string, lib: string): string[] {
  const names: string[] = [];
  const quoted = lib.replace(/[/.]/g, '\\$&');
  const re = new RegExp(`^(?:import|export)\\s+(?!type\\s)([^;]*?)\\s+from\\s+'${quoted}';`, 'gms');
  for (const [, clause = ''] of code.matchAll(re)) {
    if (/\*/.test(clause)) names.push('*');
    const def = /^([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause.trim());
    if (def) names.push('default');
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (new RegExp(`import\\(\\s*'${quoted}'`).test(code)) names.push('*');
  return names;
}

/** The names a provider module re-exports. */
function providedNames(file: string): string[] {
  const clause = /export\s*\{([^}]*)\}\s*from/s.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return clause
    .split(',')
    .map((p) => p.replace(/\/\/.*$/gm, '').trim())
    .filter(Boolean);
}

describe('the trimmed shares the shell provides', () => {
  // That the shell's host loads these modules for the two shares: scripts/test/federation-map.test.ts.
  it('remotes import the packages as usual', () => {
    for (const lib of Object.keys(PROVIDED_SHARES)) {
      expect(sharedDependencies(join(ROOT, 'mf-storefront', 'src'))[lib]).not.toHaveProperty('import');
    }
  });

  it.each(Object.entries(PROVIDED_SHARES))('every export of %s the code uses is provided', (lib, file) => {
    const provided = new Set(providedNames(file));
    expect(provided.size).toBeGreaterThan(0);
    const missing = PACKAGES.flatMap((pkg) =>
      sourceFiles(join(ROOT, pkg, 'src'))
        .filter((f) => f !== file)
        .flatMap((f) =>
          importedNames(readFileSync(f, 'utf8'), lib)
            .filter((name) => !provided.has(name))
            .map((name) => `${name} (${f.slice(ROOT.length + 1)})`),
        ),
    );
    expect(missing).toEqual([]);
  });
});
