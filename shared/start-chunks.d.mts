import type { Plugin } from 'vite';

/** A module of rolldown's graph, as the plugin context's getModuleInfo answers it. */
export interface ModuleNode {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
}
/** A module graph: every module id and its node. */
export interface ModuleGraph {
  ids: readonly string[];
  info: (id: string) => ModuleNode | null | undefined;
}
/** The modules of the 'start' and 'shares' groups of a build's graph. */
export function planStartChunks(
  graph: ModuleGraph,
  options: { entry: string; shares?: string | false },
): { start: Set<string>; shares: Set<string> };
/** The vite plugin: the app's start (and a host's shares) in a chunk each. */
export function startChunks(options: { entry: string; shares?: string | false }): Plugin;
