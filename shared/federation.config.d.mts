import type { PluginOption, UserConfig } from 'vite';

export declare const SHARED_VERSION: string;
export declare const SHARED_MAJOR: number;
export declare const STATEFUL_MODULES: readonly string[];
export declare const PROVIDED_SHARES: Readonly<Record<string, string>>;
export declare function importsOf(srcDir: string): Set<string>;
export declare const SUBPATH_SHARES: Readonly<Record<string, string>>;
export declare function hostShares(): Record<string, { version: string; requiredVersion: string }>;
export declare function sharedDependencies(
  srcDir?: string | URL,
): Record<string, { singleton: true; requiredVersion: string; version?: string }>;
export declare function remoteViteConfig(options: {
  name: string;
  srcDir: URL;
  react: () => PluginOption;
}): UserConfig;
export { startChunks } from './start-chunks.mjs';
