// Fewer, larger chunks for what a page loads when the app starts (issue 18). Rolldown splits the
// modules a bundle loads at start into a chunk per set of importers: the shell started with ~40
// chunks of 0.1–2 KB gzip and the storefront with ~20, each compressed on its own (every file
// restarts gzip's dictionary) and each its own request. This plugin gives two groups of them a
// chunk each, with rolldown's manual code splitting (output.codeSplitting.groups):
//
// - 'start': every module the app's start module (`entry`) evaluates through static imports,
//   except what the federation can evaluate before or while the start module is evaluated: the
//   modules reachable from the bundle's other entries (index.html, remoteEntry, hostInit…) through
//   static and dynamic imports, with the start module itself as a barrier. Those are the share
//   providers, the runtime and its plugins: a start chunk holding one of them would be evaluated
//   when the federation loads that share, before the shell asks for its start (after the first
//   paint, shell/src/main.ts) or while the start chunk itself waits for the share.
// - 'shares' (the host only, `shares`: its module of share loaders): the first-party modules the
//   host's shares are made of (the stores, the api client, the router kit…, reachable from the
//   share loaders' dynamic imports), except what the entries evaluate statically. The host loads
//   its shares as it starts; one chunk instead of one per store.
//
// The federation's own virtual modules (share loaders and providers, the import map, the
// runtime) keep their chunks: their evaluation order is the federation's contract. Modules of
// the shared libraries (react, react-dom, react-query, styled-components, react-router, the
// federation runtime) keep theirs too. A module reached only through a lazy import (a route, the
// admin layout, the footer) is in neither group, so lazy chunks stay as small as they were; they
// import the start chunk, which every page has already loaded.
//
// scripts/test/start-chunks.test.ts checks the plan on a graph shaped like the shell's;
// scripts/test/start-chunks-build.test.ts builds the real shell and storefront in memory and checks
// their chunks (and that no chunk imports itself through others).

const isVirtual = (id) => id.startsWith('\0') || id.startsWith('virtual:') || id.includes('\0virtual:');

/** Packages that are federation shares (or the runtime) on their own: never merged. */
const LIBRARY =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|styled-components|stylis|@emotion|react-router|@module-federation)[\\/]/;

/**
 * @typedef {{ importedIds: readonly string[], dynamicallyImportedIds: readonly string[], isEntry: boolean }} ModuleNode
 * @typedef {{ ids: readonly string[], info: (id: string) => ModuleNode | null | undefined }} ModuleGraph
 */

/**
 * The two groups of a module graph (see the top of this file).
 * @param {ModuleGraph} graph
 * @param {{ entry: string, shares?: string | false }} options
 * @returns {{ start: Set<string>, shares: Set<string> }}
 */
export function planStartChunks({ ids, info }, { entry, shares = false }) {
  const normal = (/** @type {string} */ id) => id.replaceAll('\\', '/');
  const entryId = ids.find((id) => normal(id).endsWith(normal(entry)));
  if (!entryId) throw new Error(`start-chunks: the build has no module ${entry}`);
  /**
   * Modules reachable from `from`, through static imports (and dynamic ones with `dynamic`), not
   * entering `barrier` or a module `skip` refuses.
   * @param {string[]} from
   * @param {{ dynamic: boolean, barrier?: string, skip?: (id: string) => boolean }} how
   */
  const reach = (from, { dynamic, barrier, skip = () => false }) => {
    const seen = new Set();
    const stack = [...from];
    while (stack.length > 0) {
      const id = /** @type {string} */ (stack.pop());
      if (seen.has(id) || id === barrier || skip(id)) continue;
      seen.add(id);
      const m = info(id);
      if (!m) continue;
      stack.push(...m.importedIds, ...(dynamic ? m.dynamicallyImportedIds : []));
    }
    return seen;
  };
  /**
   * A group's chunk imports the chunks of its members' outside imports; a member that one of those
   * reaches again would make the two chunks import each other, and the one evaluated second would
   * read the other's exports before they exist. Such members leave the group.
   * @param {Set<string>} group
   */
  const acyclic = (group) => {
    for (;;) {
      const outside = [...group].flatMap((id) => info(id)?.importedIds ?? []).filter((id) => !group.has(id));
      const back = [...reach(outside, { dynamic: false })].filter((id) => group.has(id));
      if (back.length === 0) return group;
      for (const id of back) group.delete(id);
    }
  };
  const roots = ids.filter((id) => id !== entryId && info(id)?.isEntry);
  const federation = reach(roots, { dynamic: true, barrier: entryId });
  const entryStatic = reach(roots, { dynamic: false, barrier: entryId });
  const mergeable = (/** @type {string} */ id) => !isVirtual(id) && !LIBRARY.test(normal(id));
  const start = acyclic(
    new Set([...reach([entryId], { dynamic: false, skip: (id) => federation.has(id) })].filter(mergeable)),
  );
  if (!shares) return { start, shares: new Set() };
  // Every share the host provides (what its share loaders import): the remotes ask for them as
  // they start.
  const hostId = ids.find((id) => normal(id).endsWith(normal(shares)));
  if (!hostId) throw new Error(`start-chunks: the build has no module ${shares}`);
  const providers = (info(hostId)?.dynamicallyImportedIds ?? []).filter((id) => id !== entryId);
  const shared = new Set(
    [...reach(providers, { dynamic: false, barrier: entryId })].filter(
      (id) => mergeable(id) && !entryStatic.has(id) && !start.has(id),
    ),
  );
  return { start, shares: acyclic(shared) };
}

/**
 * @param {{ entry: string, shares?: string | false }} options `entry`: the path (ending) of the
 *   module the app starts from; `shares`: the path (ending) of the host's module whose dynamic
 *   imports load its shares (the shell's src/runtime/host.ts), to merge those shares too.
 * @returns {import('vite').Plugin}
 */
export function startChunks({ entry, shares = false }) {
  /** @type {{ start: Set<string>, shares: Set<string> }} */
  let plan = { start: new Set(), shares: new Set() };
  return {
    name: 'villa:start-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      plan = planStartChunks(
        { ids: [...this.getModuleIds()], info: (id) => this.getModuleInfo(id) },
        { entry, shares },
      );
    },
    outputOptions(output) {
      const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {};
      // Dependencies outside a group keep their own chunks (includeDependenciesRecursively
      // false): following them would pull share providers into the start chunk.
      const group = (/** @type {'start' | 'shares'} */ name) => ({
        name,
        test: (/** @type {string} */ id) => plan[name].has(id),
        includeDependenciesRecursively: false,
      });
      const groups = [...(splitting.groups ?? []), group('start'), ...(shares ? [group('shares')] : [])];
      return { ...output, codeSplitting: { ...splitting, groups } };
    },
  };
}
