import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REMOTES = ['mf-storefront', 'mf-villa-admin', 'mf-booking-admin', 'mf-boat-admin', 'mf-content-admin'];

// Dependencies flow one way: shared → remotes and shell. A remote imports only
// shared and its own files; nothing imports the shell; shared imports no app.
const zones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', './api', './e2e', ...REMOTES.filter((r) => r !== remote).map((r) => `./${r}`)],
    message: 'A remote may import only @villa/shared and its own files.',
  })),
  {
    target: './shell',
    from: ['./api', './e2e', ...REMOTES.map((r) => `./${r}`)],
    message: 'The shell loads remotes at run time only, through the federation runtime.',
  },
  {
    target: './shared',
    from: ['./shell', './api', './e2e', ...REMOTES.map((r) => `./${r}`)],
    message: 'shared must not depend on an application.',
  },
  {
    target: './api',
    from: ['./shell', './e2e', ...REMOTES.map((r) => `./${r}`)],
    message: 'The API imports only shared contracts.',
  },
];

// Inside a package, a feature (src/features/<name>/) imports only itself, the package's shared
// folders and @villa/shared: never another feature's files. What two features
// share moves up to components/ (UI), lib/ (helpers) or api/ (fetchers and query keys several features
// use). The zones follow the folders on disk.
const APPS = ['shell', ...REMOTES];
const featureZones = APPS.flatMap((pkg) => {
  const dir = fileURLToPath(new URL(`./${pkg}/src/features`, import.meta.url));
  const features = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return features.map((feature) => ({
    target: `./${pkg}/src/features/${feature}`,
    from: `./${pkg}/src/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature's files: move what they share to ${pkg}/src/components, src/lib or src/api.`,
  }));
});

const noCrossPackage = {
  patterns: [
    {
      group: ['mf-*', 'mf-*/**', 'shell', 'shell/**'],
      message: 'Import only @villa/shared across packages; remotes load at run time.',
    },
    {
      group: ['@villa/shared/src/*'],
      message: 'Import shared modules by their export name, e.g. @villa/shared/ui/button.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.__mf__temp/**',
      'data/**',
      '.test-results/**',
      'e2e/.artifacts/**',
      '.e2e-redeploy*/**',
      '.e2e-deploy*/**',
      'e2e/test-results/**',
      'api/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    // The restricted-paths zones apply only to imports the resolver finds: sources import .ts/.tsx
    // files without their extension.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'no-restricted-imports': ['error', noCrossPackage],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'shared/**/*.tsx', 'mf-*/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
