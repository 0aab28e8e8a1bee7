import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { SHARED_VERSION, sharedDependencies, startChunks } from '@villa/shared/federation';

/**
 * The federation plugin's runtime-core injector imports @module-federation/runtime's whole
 * package.json (name, scripts, exports map…) into the shell's remoteEntry to read one field: its
 * version. This answers that import with the version alone (~1.5 KB of JSON fewer at load).
 */
function runtimeVersionOnly(): Plugin {
  return {
    name: 'villa:mf-runtime-version-only',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('/@module-federation/runtime/package.json')) return undefined;
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
      return JSON.stringify({ version }); // still JSON: Vite's JSON plugin turns it into the module
    },
  };
}

// The host bakes in no remote: their locations come from /remotes.json at run time.
export default defineConfig({
  plugins: [
    runtimeVersionOnly(),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(),
      runtimePlugins: ['./src/runtime/federation-plugin.ts'],
      experiments: { provideExternalRuntime: true },
      dts: false,
    }),
    // The app's start and the shell's shares in a chunk each (shared/start-chunks.mjs).
    startChunks({ entry: 'shell/src/app/start.tsx', shares: true }),
  ],
  // The shell refuses a remote built against another major of @villa/shared.
  define: { __SHARED_VERSION__: JSON.stringify(SHARED_VERSION) },
  build: { target: 'es2022', sourcemap: false },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080' },
  },
});
