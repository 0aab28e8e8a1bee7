// Takes screenshots of the main screens in Chromium: desktop and 390 px phone,
// light and dark. Usage: node --import tsx e2e/support/screenshots.ts <base url> <out dir> [email] [password]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const [base = 'http://127.0.0.1:8080', out = '/tmp/shots', email, password] = process.argv.slice(2);
const PUBLIC = ['/', '/regions', '/dashboard/login', '/boyle-bir-sayfa-yok'];
const ADMIN = ['/dashboard/', '/dashboard/users', '/dashboard/villas'];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let token: unknown = null;
if (email && password) {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  token = ((await res.json()) as { content: unknown }).content;
}
for (const theme of ['light', 'dark'] as const) {
  for (const device of [
    { name: 'desktop', width: 1366, height: 860 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport: device, locale: 'tr-TR', deviceScaleFactor: 1 });
    await context.addInitScript(
      ([mode, login]) => {
        localStorage.setItem('villa.theme', mode as string);
        const l = login as {
          accessToken: string;
          user: { role: string; UserDetail: { firstName: string; lastName: string } };
        } | null;
        if (l) {
          const p = JSON.parse(atob(l.accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
          localStorage.setItem(
            'villa.admin.session',
            JSON.stringify({
              ...p,
              token: l.accessToken,
              user_role: l.user.role,
              user_name: `${l.user.UserDetail.firstName} ${l.user.UserDetail.lastName}`,
            }),
          );
        }
      },
      [theme, token] as const,
    );
    const page = await context.newPage();
    for (const path of [...PUBLIC, ...(token ? ADMIN : [])]) {
      if (token && path === '/dashboard/login') continue;
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = `${device.name}-${theme}-${path.replace(/\W+/g, '_') || 'home'}.png`;
      await page.screenshot({ path: join(out, name), fullPage: path === '/' });
      console.log(join(out, name));
    }
    await context.close();
  }
}
await browser.close();
