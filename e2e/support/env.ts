import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const PORT = Number(process.env.E2E_PORT ?? 18080);
/** Per-port, so two runs on different E2E_PORTs never share a database or a map. */
export const ARTIFACTS = join(ROOT, 'e2e', '.artifacts', String(PORT));
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const REMOTES_FILE = join(ARTIFACTS, 'remotes.json');
export const DATA_DIR = join(ARTIFACTS, 'data');
export const DEPLOY_DIR = join(ARTIFACTS, 'deploy');
/** The SMTP relay's received messages, one JSON file each (support/mail-server.ts, support/mailbox.ts). */
export const MAIL_DIR = join(ARTIFACTS, 'mail');

export const ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Pass-1', name: 'Ayşe Yılmaz' };
export const OWNER = { email: 'owner@likyavilla.com.tr', password: 'E2e-Owner-Pass-1' };

/** The default map: every remote from the platform's own server. */
export const DEFAULT_REMOTES: Record<string, string> = {
  storefront: '/remotes/mf-storefront/mf-manifest.json',
  villa_admin: '/remotes/mf-villa-admin/mf-manifest.json',
  booking_admin: '/remotes/mf-booking-admin/mf-manifest.json',
  boat_admin: '/remotes/mf-boat-admin/mf-manifest.json',
  content_admin: '/remotes/mf-content-admin/mf-manifest.json',
};
