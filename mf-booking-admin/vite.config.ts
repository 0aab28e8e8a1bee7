import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { sharedDependencies } from '@villa/shared/federation';

// Built and deployed on its own; the shell finds it through its runtime map.
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'booking_admin',
      filename: 'remoteEntry.js',
      manifest: true,
      publicPath: 'auto',
      exposes: { './parcel': './src/app/parcel.tsx' },
      shared: sharedDependencies(new URL('./src', import.meta.url)),
      experiments: { externalRuntime: true },
      dts: false,
    }),
  ],
  // Relative base: assets resolve against wherever this remote is served from.
  base: './',
  // No page of its own: the only entry is the exposed parcel.
  build: { target: 'es2022', sourcemap: false, rolldownOptions: { input: 'src/app/parcel.tsx' } },
});
