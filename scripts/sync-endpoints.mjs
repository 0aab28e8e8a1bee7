// Writes the front end's route tables from the contracts: for every shared/src/contracts/<domain>.ts
// that defines endpoints (contracts/endpoint.ts), shared/src/contracts/routes/<domain>.ts holds each
// endpoint's method and path, with the contract imported as a type only, so a page that calls an
// endpoint downloads neither zod nor the schemas (the paths stay in contracts/, typed once). The
// tables are generated data, written as is (left out of prettier: .prettierignore). `--check`
// (npm run lint, npm test) fails when a table is stale. Run with tsx: `npm run sync:endpoints`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const CONTRACTS = join(ROOT, 'shared', 'src', 'contracts');
const TABLES = join(CONTRACTS, 'routes');
const check = process.argv.includes('--check');

const isEndpoint = (v) => typeof v === 'object' && v !== null && v.kind === 'endpoint';

/**
 * The generated table of one contract module, or null when it defines no endpoint. A table is data:
 * one line of rows handed to routeTable (shared/src/api/route.ts), which types each route from the
 * contract; the endpoints' names are the exports, so a page imports the one it calls.
 */
async function tableOf(file) {
  const domain = file.replace(/\.ts$/, '');
  const mod = await import(pathToFileURL(join(CONTRACTS, file)).href);
  const endpoints = Object.entries(mod)
    .filter(([, v]) => isEndpoint(v))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (endpoints.length === 0) return null;
  const seen = new Map();
  const rows = endpoints.map(([name, e]) => {
    const key = `${e.method} ${e.path}`;
    if (seen.has(key)) throw new Error(`${file}: ${name} and ${seen.get(key)} are both ${key}`);
    seen.set(key, name);
    return `${name}: ${JSON.stringify(e.total ? [e.method, e.path, true] : [e.method, e.path])}`;
  });
  const names = endpoints.map(([name]) => name).join(', ');
  const out = join(TABLES, `${domain}.ts`);
  const text = [
    `// Generated from shared/src/contracts/${file} by \`npm run sync:endpoints\`: do not edit.`,
    '// Method and path of each endpoint; the contract is imported for its types only (no zod here).',
    `import type * as contract from '../${domain}';`,
    "import { routeTable } from '../../api/route';",
    '',
    `export const { ${names} } = routeTable<typeof contract>({ ${rows.join(', ')} });`,
    '',
  ].join('\n');
  return { out, text };
}

const files = readdirSync(CONTRACTS)
  .filter((f) => f.endsWith('.ts') && !/\.(test|d)\.ts$/.test(f))
  .sort();
const wanted = new Map();
for (const file of files) {
  const table = await tableOf(file);
  if (table) wanted.set(table.out, table.text);
}

const existing = existsSync(TABLES)
  ? readdirSync(TABLES)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(TABLES, f))
  : [];
const stale = [
  ...[...wanted]
    .filter(([out, text]) => !existsSync(out) || readFileSync(out, 'utf8') !== text)
    .map(([o]) => o),
  ...existing.filter((out) => !wanted.has(out)),
];

if (check) {
  if (stale.length > 0) {
    console.error(
      `endpoint tables are stale (${stale.map((f) => relative(ROOT, f)).join(', ')}): run \`npm run sync:endpoints\``,
    );
    process.exit(1);
  }
} else {
  mkdirSync(TABLES, { recursive: true });
  for (const out of existing) if (!wanted.has(out)) rmSync(out);
  for (const [out, text] of wanted) writeFileSync(out, text);
  console.log(`endpoint tables: ${wanted.size} (${stale.length} rewritten)`);
}
