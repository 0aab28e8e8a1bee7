import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openAdminArea } from '../support/admin-menu';
import { ADMIN, ARTIFACTS, DEFAULT_REMOTES, PORT, REMOTES_FILE, ROOT } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';
import { serveStatic } from '../support/static-server';

test.afterEach(() => writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES, null, 2)));

test('a remote built against another major of @villa/shared is refused in its own area', async ({
  page,
  request,
}) => {
  // The boats remote as a team would ship it after moving to @villa/shared 2.x.
  const dir = join(ARTIFACTS, 'skewed-boat-admin');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'mf-boat-admin', 'dist'), dir, { recursive: true });
  const manifestPath = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  for (const s of manifest.shared) {
    if (s.name.startsWith('@villa/shared/'))
      Object.assign(s, { version: '2.0.0', requiredVersion: '^2.0.0' });
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));

  const remote = await serveStatic(dir, PORT + 13);
  try {
    writeFileSync(
      REMOTES_FILE,
      JSON.stringify({ ...DEFAULT_REMOTES, boat_admin: `${remote.url}/mf-manifest.json` }, null, 2),
    );
    await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
    await page.goto('/dashboard/boats');
    await expect(
      page.getByText(/ortak kütüphanenin uyumsuz bir sürümüyle derlenmiş \(@villa\/shared 2\.0\.0/),
    ).toBeVisible();
    // The shell and the other areas are untouched.
    await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);
    await openAdminArea(page, 'Kullanıcılar');
  } finally {
    await remote.close();
  }
});

test('a remote built against a newer minor of @villa/shared runs on the shell’s own stores and libraries', async ({
  page,
  request,
}) => {
  // The boats remote as a team would ship it after @villa/shared 1.1.0, the shell still on 1.0.x: the
  // remote carries its own copies of the shares (its fallbacks) and must not use them while the
  // shell's accept its range: a second session store, router kit or React would break the area.
  const same = join(ARTIFACTS, 'same-boat-admin');
  const newer = join(ARTIFACTS, 'minor-boat-admin');
  for (const dir of [same, newer]) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(ROOT, 'mf-boat-admin', 'dist'), dir, { recursive: true });
  }
  const manifestPath = join(newer, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: Array<{ name: string; version: string }>;
  };
  for (const s of manifest.shared) if (s.name.startsWith('@villa/shared/')) s.version = '1.1.0';
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const assets = join(newer, 'assets');
  const importMap = readdirSync(assets).find(
    (f) => f.startsWith('_virtual_mf-localSharedImportMap') && f.endsWith('.js'),
  )!;
  const mapCode = readFileSync(join(assets, importMap), 'utf8');
  expect(mapCode).toContain('version:`1.0.0`');
  writeFileSync(join(assets, importMap), mapCode.replaceAll('version:`1.0.0`', 'version:`1.1.0`'));
  // The remote's own copies: the chunk each of its share loaders falls back to.
  const fallbackOf = (share: string) =>
    new RegExp(`"${share}":async\\(\\)=>await \\w+\\(\\(\\)=>import\\(\`\\./([^\`]+)\``).exec(mapCode)?.[1];
  const fallbacks = new Set(
    [
      ...mapCode.matchAll(
        /"(@villa\/shared\/[^"]+|react[^"]*|styled-components|@tanstack\/react-query)":async/g,
      ),
    ]
      .map((m) => fallbackOf(m[1]!))
      .filter((f): f is string => !!f),
  );
  expect(fallbacks.size).toBeGreaterThan(8);

  /** The fallback chunks the boats area downloads when served from `dir`. */
  async function fallbacksLoaded(dir: string, port: number): Promise<string[]> {
    const remote = await serveStatic(dir, port);
    const fetched: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (r.url().startsWith(`${remote.url}/assets/`)) fetched.push(r.url().slice(remote.url.length + 8));
    };
    page.on('request', onRequest);
    try {
      writeFileSync(
        REMOTES_FILE,
        JSON.stringify({ ...DEFAULT_REMOTES, boat_admin: `${remote.url}/mf-manifest.json` }, null, 2),
      );
      await page.goto('/dashboard/marinas');
      // The area reads the shell's session: its list comes from the API with the admin's token.
      await expect(page.getByRole('heading', { name: 'Marinalar' })).toBeVisible();
      await expect(page.getByTestId('marina-row').first()).toBeVisible();
      expect(fetched.some((f) => f.startsWith('parcel-'))).toBe(true);
      return fetched.filter((f) => fallbacks.has(f)).sort();
    } finally {
      page.off('request', onRequest);
      await remote.close();
    }
  }

  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  const baseline = await fallbacksLoaded(same, PORT + 15);
  // What the remote's own start imports directly (not through its share loaders) it loads either
  // way; every share it asks the federation for comes from the shell, as with the same version.
  expect(await fallbacksLoaded(newer, PORT + 14)).toEqual(baseline);
  expect(baseline).not.toContain(fallbackOf('@villa/shared/parcel/create-parcel'));
  expect(baseline).not.toContain(fallbackOf('@villa/shared/parcel/router'));
  expect(baseline).not.toContain(fallbackOf('react-dom/client'));
});
