import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { SHARED_VERSION, sharedDependencies } from '@villa/shared/federation';

// The host bakes in no remote: their locations come from /remotes.json at run time.
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(),
      runtimePlugins: ['./src/runtime/federation-plugin.ts'],
      experiments: { provideExternalRuntime: true },
      dts: false,
    }),
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
