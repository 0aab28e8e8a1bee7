// The real shell and storefront builds, in memory: what the start chunks hold (shared/start-chunks.mjs).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Chunk = Rollup.OutputChunk;

async function chunksOf(pkg: string): Promise<Chunk[]> {
  // A production build, as scripts/build.mjs makes it: vitest sets NODE_ENV=test, which vite
  // would build with, and the federation plugin leaves itself out of test runs unless told.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.MFE_VITE_NO_TEST_ENV_CHECK = 'true';
  const result = await build({
    mode: 'production',
    root: `${ROOT}${pkg}`,
    configFile: `${ROOT}${pkg}/vite.config.ts`,
    logLevel: 'silent',
    build: { write: false, outDir: `${ROOT}${pkg}/dist-test-unused` },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output.filter((f): f is Chunk => f.type === 'chunk'));
}

const chunkWith = (chunks: Chunk[], file: string) => {
  const found = chunks.filter((c) =>
    Object.keys(c.modules).some((id) => id.replaceAll('\\', '/').endsWith(file)),
  );
  expect(found, file).toHaveLength(1);
  return found[0]!;
};

/** Whether chunk `from` reaches chunk `to` through static imports. */
function reaches(chunks: Chunk[], from: Chunk, to: Chunk): boolean {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const stack = [...from.imports];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (name === to.fileName) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(byName.get(name)?.imports ?? []));
  }
  return false;
}

/** The chunk holding `anchor`, after checking that every one of `files` is in it too. */
function together(chunks: Chunk[], anchor: string, files: string[]): Chunk {
  const chunk = chunkWith(chunks, anchor);
  for (const file of files) expect(chunkWith(chunks, file).fileName, file).toBe(chunk.fileName);
  return chunk;
}

describe('start chunks in the real builds', () => {
  it('the shell starts from one chunk of its own code and one of its shares, neither importing the other back', async () => {
    const chunks = await chunksOf('shell');
    const start = together(chunks, 'shell/src/app/start.tsx', [
      'shell/src/app/app.tsx',
      'shell/src/layouts/public/public-layout.tsx',
      'shell/src/layouts/public/header.tsx',
      'shell/src/components/remote-area.tsx',
      'shared/src/ui/icons.tsx',
    ]);
    const shares = together(chunks, 'shared/src/stores/theme.ts', [
      'shared/src/stores/session.ts',
      'shared/src/stores/currency.ts',
      'shared/src/api/client.ts',
      'shared/src/parcel/create-parcel.tsx',
      'shared/src/ui/tokens.ts',
    ]);
    expect(shares.fileName).not.toBe(start.fileName);
    expect(reaches(chunks, shares, start)).toBe(false);
    // Lazily loaded screens keep their own chunks.
    expect(chunkWith(chunks, 'shell/src/layouts/admin/admin-layout.tsx').fileName).not.toBe(start.fileName);
    expect(chunkWith(chunks, 'shell/src/features/auth/login-page.tsx').fileName).not.toBe(start.fileName);
    // No chunk imports itself through others.
    for (const c of chunks) expect(reaches(chunks, c, c), c.fileName).toBe(false);
    // The host is the shell's own code on the federation runtime (src/runtime/host.ts): none of the
    // code the federation plugin generates for a host (remote entry, share loaders, import maps).
    const generated = chunks.flatMap((c) =>
      Object.keys(c.modules).filter((id) => /virtual:mf|__mf|mf-/.test(id)),
    );
    expect(generated).toEqual([]);
    expect(chunks.map((c) => c.fileName).filter((f) => /remoteEntry|hostInit/.test(f))).toEqual([]);
    chunkWith(chunks, 'shell/src/runtime/host.ts');
  }, 120_000);

  it('the storefront’s parcel starts from one chunk; its pages stay lazy', async () => {
    const chunks = await chunksOf('mf-storefront');
    const start = together(chunks, 'mf-storefront/src/app/parcel.tsx', [
      'mf-storefront/src/app/app.tsx',
      'shared/src/ui/critical.tsx',
    ]);
    expect(chunkWith(chunks, 'mf-storefront/src/features/villa/components/villa-page.tsx').fileName).not.toBe(
      start.fileName,
    );
    for (const c of chunks) expect(reaches(chunks, c, c), c.fileName).toBe(false);
  }, 120_000);
});
