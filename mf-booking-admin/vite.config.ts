import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { remoteViteConfig } from '@villa/shared/federation';

// Built and deployed on its own; the shell finds it through its runtime map (shared/federation.config.mjs).
export default defineConfig(
  remoteViteConfig({ name: 'booking_admin', srcDir: new URL('./src', import.meta.url), react }),
);
