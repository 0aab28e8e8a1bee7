// npm run rollback:remote -- <mf-name>: switches the shell's map back to the
// version deployed before the current one (or to the platform's built-in copy).
import { MAP_FILE, assertRemote, rollback } from './deploy-lib.mjs';
import { log } from './lib.mjs';

const pkg = process.argv[2];
assertRemote(pkg);
const previous = rollback(pkg);
log(`${pkg}: now serving ${previous ? `version ${previous}` : 'the built-in copy'} (map: ${MAP_FILE})`);
