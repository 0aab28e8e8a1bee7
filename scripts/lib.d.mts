import type { SpawnOptions } from 'node:child_process';

/** The repository's root folder. */
export const ROOT: string;
/** The front-end packages: the shell and its remotes. */
export const FRONTENDS: string[];
/** Federation name of each remote package. */
export const REMOTE_NAMES: Record<string, string>;
/** Prints a step of a root command. */
export function log(message: string): void;
/** Runs a command, streaming its output; resolves with the exit code. */
export function run(cmd: string, args: string[], options?: SpawnOptions): Promise<number>;
/** Installs npm packages when node_modules is missing or older than the lock file. */
export function ensureInstalled(): Promise<void>;
