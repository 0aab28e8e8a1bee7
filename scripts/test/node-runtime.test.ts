import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Node 20 reached its end of life in April 2026: the production images run Node 24, and CI runs
// the API tests under a pinned Node 24 as well (scripts/test.mjs, enabled by .ci/run).
const ROOT = join(import.meta.dirname, '..', '..');
const repoFile = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const dockerfiles = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
  .map((d) => join(d.name, 'Dockerfile'))
  .concat(['shared/docker/remote.Dockerfile'])
  .filter((path) => {
    try {
      return readFileSync(join(ROOT, path)).length > 0;
    } catch {
      return false;
    }
  });

describe('Node runtime of the production images and of CI', () => {
  it('every Node stage of every Dockerfile is node:24-bookworm-slim', () => {
    expect(dockerfiles).toEqual(
      expect.arrayContaining(['api/Dockerfile', 'shell/Dockerfile', 'shared/docker/remote.Dockerfile']),
    );
    for (const path of dockerfiles) {
      const nodeStages = repoFile(path)
        .split('\n')
        .filter((line) => /^FROM\s+node:/i.test(line));
      expect(nodeStages.length, path).toBeGreaterThan(0);
      for (const line of nodeStages) expect(line, path).toMatch(/^FROM node:24-bookworm-slim(\s|$)/);
    }
  });

  it('CI runs the API tests under a pinned Node 24 from the registry, counted in the total', () => {
    expect(repoFile('.ci/run')).toMatch(/^export TEST_NODE24=1$/m);
    const test = repoFile('scripts/test.mjs');
    expect(test).toMatch(/const NODE24_VERSION = '24\.\d+\.\d+';/);
    expect(test).toContain("const project = pg ? 'api-postgres' : 'api-pglite';");
    expect(test).toContain("recordVitest('vitest node 24'");
  });
});
