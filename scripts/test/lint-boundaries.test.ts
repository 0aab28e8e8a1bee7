import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRONTENDS, ROOT } from '../lib.mjs';

// The import boundaries of eslint.config.js, checked on imports written in a feature's folder:
// a remote imports no other remote, a feature imports no other feature.
const RULE = 'import-x/no-restricted-paths';

function firstSourceFile(dir: string): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = firstSourceFile(path);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) return path;
  }
  return null;
}

const featuresOf = (app: string) => {
  const dir = join(ROOT, app, 'src', 'features');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
};

/** An import specifier from `from` to `to` as the sources write it (no extension). */
const specifier = (from: string, to: string) => {
  const rel = relative(dirname(from), to).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

describe('import boundaries (eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** Messages of the restricted-paths rule for a file at `path` that imports `target`. */
  async function boundaryErrors(path: string, target: string) {
    const code = `import * as probe from '${specifier(path, target)}';\nexport const used = probe;\n`;
    const [result] = await eslint.lintText(code, { filePath: path });
    return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
  }

  it("refuses a feature importing another feature's files, in every package that has features", async () => {
    let checked = 0;
    for (const app of FRONTENDS) {
      const features = featuresOf(app);
      if (features.length < 2) continue;
      const [home, other] = features as [string, string];
      const target = firstSourceFile(join(ROOT, app, 'src', 'features', other));
      if (!target) continue;
      const probe = join(ROOT, app, 'src', 'features', home, 'probe.ts');
      const errors = await boundaryErrors(probe, target);
      expect(errors, `${app}: ${home} → ${other}`).toHaveLength(1);
      expect(errors[0]).toMatch(/A feature never imports another feature's files/);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it("lets a feature import its own files and the package's components, lib and api", async () => {
    const app = join(ROOT, 'mf-villa-admin', 'src');
    const probe = join(app, 'features', 'villa-dates', 'probe.ts');
    for (const target of [
      join(app, 'features', 'villa-dates', 'api', 'save-date.ts'),
      join(app, 'components', 'sortable-list.tsx'),
      join(app, 'lib', 'use-role.ts'),
      join(app, 'api', 'query-keys.ts'),
    ]) {
      expect(await boundaryErrors(probe, target), relative(ROOT, target)).toEqual([]);
    }
  });

  it("refuses a remote importing another remote's files by a relative path", async () => {
    const probe = join(ROOT, 'mf-storefront', 'src', 'lib', 'probe.ts');
    const errors = await boundaryErrors(probe, join(ROOT, 'mf-villa-admin', 'src', 'lib', 'use-role.ts'));
    expect(errors).toEqual([expect.stringMatching(/A remote may import only @villa\/shared/)]);
  });
});
