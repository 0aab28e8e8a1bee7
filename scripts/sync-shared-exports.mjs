// Regenerates @villa/shared's exports map from its src tree: every module is
// one export (and one federation singleton). `--check` fails when it is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const dir = join(ROOT, 'shared');
function* walk(d) {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (/\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) && !p.includes('__tests__')) yield p;
  }
}
const exportsMap = {};
for (const file of [...walk(join(dir, 'src'))].sort()) {
  const rel = relative(join(dir, 'src'), file).replace(/\\/g, '/');
  exportsMap[`./${rel.replace(/\.tsx?$/, '')}`] = `./src/${rel}`;
}
exportsMap['./federation'] = { types: './federation.config.d.mts', default: './federation.config.mjs' };
const pkgPath = join(dir, 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
const next = { ...pkg, exports: exportsMap };
const text = `${JSON.stringify(next, null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (JSON.stringify(pkg.exports) !== JSON.stringify(exportsMap)) {
    console.error('shared/package.json exports are stale: run `npm run sync:shared`');
    process.exit(1);
  }
} else {
  writeFileSync(pkgPath, text);
  console.log(`shared exports: ${Object.keys(exportsMap).length} entries`);
}
