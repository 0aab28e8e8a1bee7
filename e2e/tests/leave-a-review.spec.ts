import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiLogin } from '../support/session';

// Issue 14: the review request's one-time link. A stay that ended yesterday gets the review
// request from the lifecycle scan (run with LIFECYCLE_SCAN_MINUTES small, or at the server's
// start); the guest opens the link from the mail, rates and writes; staff approve; the villa page
// shows the review with 'Doğrulanmış konaklama'; the link cannot be used twice.

const istanbulDay = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function outboxText(request: APIRequestContext, auth: Record<string, string>, reservationId: number) {
  const res = await request.get(`/v1/admin/outbox?reservation_id=${reservationId}&take=50`, {
    headers: auth,
  });
  const body = (await res.json()) as { content: { kind: string; text: string }[] };
  return body.content.find((m) => m.kind === 'review_request')?.text ?? '';
}

test('a guest leaves a review through the link in the mail; approved, it shows as a verified stay', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  const created = await request.post('/v1/admin/reservations', {
    headers: auth,
    data: {
      villaId: 3,
      customerName: 'Gülay Işıkçı',
      customerEmail: 'gulay.isikci@example.com',
      customerPhone: '+90 532 444 55 66',
      checkIn: istanbulDay(-4),
      checkOut: istanbulDay(-1),
      adults: 2,
      status: 'confirmed',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reservationId = ((await created.json()) as { content: { id: number } }).content.id;

  // The scan queues the review request; the worker sends it (to the outbox without SMTP).
  let text = '';
  await expect
    .poll(async () => (text = await outboxText(request, auth, reservationId)), {
      timeout: 120_000,
      intervals: [2000],
    })
    .toContain('/degerlendirme/');
  const token = /\/degerlendirme\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  await page.goto(`/degerlendirme/${token}`);
  await expect(page.getByRole('heading', { name: 'Merhaba Gülay,' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(page.getByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeVisible();
  await page.getByRole('radio', { name: '5 yıldız: Mükemmel' }).click();
  await page
    .getByLabel('Deneyiminiz')
    .fill('Havuz tertemizdi, manzara muhteşemdi; ekip çok ilgiliydi. Teşekkürler!');
  if (process.env.H14_SHOTS)
    await page.screenshot({ path: `${process.env.H14_SHOTS}/review-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Teşekkür ederiz!' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('onaylandıktan sonra villa sayfasında yayınlanacak');

  // Staff approve it (Yorumlar: pending → approved).
  const pending = await request.get('/v1/admin/comment?status=pending&take=50', { headers: auth });
  const comment = ((await pending.json()) as { content: { id: number; body: string }[] }).content.find((c) =>
    c.body.startsWith('Havuz tertemizdi'),
  );
  expect(comment).toBeTruthy();
  const approved = await request.patch(`/v1/admin/comment/${comment!.id}/activity`, {
    headers: auth,
    data: { active: true },
  });
  expect(approved.ok()).toBe(true);

  const invitation = await request.get(`/v1/reviews/${token}`);
  const { villaSlug, state } = (
    (await invitation.json()) as { content: { villaSlug: string; state: string } }
  ).content;
  expect(state).toBe('used');
  await page.goto(`/villa/${villaSlug}`);
  const review = page.locator('article.comment', { hasText: 'Havuz tertemizdi' });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(review.getByText('Doğrulanmış konaklama')).toBeVisible();

  // The link is one-time.
  await page.goto(`/degerlendirme/${token}`);
  await expect(page.getByRole('heading', { name: 'Değerlendirmeniz bize ulaştı' })).toBeVisible();
  await page.goto('/degerlendirme/bilinmeyen-baglanti-0123456789');
  await expect(page.getByRole('alert')).toContainText('Değerlendirme bağlantısı bulunamadı');

  if (process.env.H14_SHOTS) {
    const dir = process.env.H14_SHOTS;
    for (const theme of ['light', 'dark'] as const) {
      for (const vp of [
        { name: '1366', width: 1366, height: 900 },
        { name: '390', width: 390, height: 844 },
      ]) {
        const p = await page
          .context()
          .browser()!
          .newPage({ viewport: { width: vp.width, height: vp.height } });
        await p.addInitScript((mode) => localStorage.setItem('villa.theme', mode), theme);
        await p.goto(`/degerlendirme/${token}`);
        await p.getByRole('heading', { name: 'Değerlendirmeniz bize ulaştı' }).waitFor({ timeout: 60_000 });
        await p.screenshot({ path: `${dir}/review-used-${vp.name}-${theme}.png`, fullPage: true });
        await p.goto(`/villa/${villaSlug}`);
        const r = p.locator('article.comment', { hasText: 'Havuz tertemizdi' });
        await r.scrollIntoViewIfNeeded({ timeout: 60_000 });
        await r.screenshot({ path: `${dir}/verified-${vp.name}-${theme}.png` });
        await p.close();
      }
    }
  }
});
