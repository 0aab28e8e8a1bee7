import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SHARED_VERSION, hostShares, startChunks } from '@villa/shared/federation';

// The shell is a federation host written against the runtime's API (src/runtime/host.ts): no
// remote is baked in (their locations come from /remotes.json at run time), and the shares it
// provides are described here, from the one share map of shared/federation.config.mjs.
export default defineConfig({
  plugins: [
    react(),
    // The app's start and the shell's shares in a chunk each (shared/start-chunks.mjs).
    startChunks({ entry: 'shell/src/app/start.tsx', shares: 'shell/src/runtime/host.ts' }),
  ],
  define: {
    // The shell refuses a remote built against another major of @villa/shared.
    __SHARED_VERSION__: JSON.stringify(SHARED_VERSION),
    __HOST_SHARES__: JSON.stringify(hostShares()),
    // The federation runtime's switch for browsers (what @module-federation/vite defines): its
    // Node.js script loading is left out.
    ENV_TARGET: JSON.stringify('web'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The host's share loaders import modules the shell also imports statically, on purpose (a
    // loader hands a remote the shell's own module): rolldown's note that such an import() moves
    // nothing into another chunk is expected here.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080' },
  },
});
