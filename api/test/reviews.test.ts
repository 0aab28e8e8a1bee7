import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewTokens } from '../src/db/schema/jobs.ts';
import { reservations } from '../src/db/schema/reservations.ts';
import { comments } from '../src/db/schema/villa-content.ts';
import { villas } from '../src/db/schema/villas.ts';
import { reviewTokenFor } from '../src/modules/lifecycle/review-tokens.ts';
import { bearer, login } from './helper.ts';
import { useApp } from './support/app.ts';
import { d, priceFixtures } from './reservation-fixtures.ts';

// The review page's API (/v1/reviews/{token}): a one-time link per stay; the review waits for
// approval and then shows as 'Doğrulanmış konaklama' (verifiedStay) on the villa page.

let villaId = 0;
let slug = '';
const t = useApp({}, async (t) => {
  ({ owned: villaId } = await priceFixtures(t.db));
  const [v] = await t.db.select({ slug: villas.slug }).from(villas).where(eq(villas.id, villaId));
  slug = v!.slug;
});

async function stay(code: string) {
  const [r] = await t.db
    .insert(reservations)
    .values({
      reservationCode: code,
      villaId,
      status: 'confirmed',
      customerName: 'Gülşen Işık',
      customerEmail: 'gulsen@example.com',
      checkIn: d('06-01'),
      checkOut: d('06-05'),
      guests: 2,
      adults: 2,
      nights: 4,
      totalAmount: '32000.00',
    })
    .returning({ id: reservations.id });
  return r!.id;
}

const get = (token: string) => t.app.inject({ method: 'GET', url: `/v1/reviews/${token}` });
const post = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/v1/reviews/${token}`, payload: body as object });

describe('review link', () => {
  it('takes one review per link, waiting for approval; approved it shows as a verified stay', async () => {
    const id = await stay('LV-REV-0001');
    const token = await reviewTokenFor(t.db, id, new Date());
    expect(await reviewTokenFor(t.db, id, new Date())).toBe(token);

    const open = await get(token);
    expect(open.statusCode).toBe(200);
    expect(open.json().content).toMatchObject({ state: 'open', guestName: 'Gülşen', checkIn: d('06-01') });

    for (const bad of [
      { rating: 0, body: 'Harika bir tatildi.' },
      { rating: 6, body: 'Harika bir tatildi.' },
      { rating: 5, body: 'kısa' },
      { rating: 4, body: '<script>x</script> çok güzel' },
    ]) {
      const res = await post(token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().content.message).toMatch(/puan|karakter|HTML/);
    }
    expect(await t.db.select().from(comments).where(eq(comments.reservationId, id))).toHaveLength(0);

    const ok = await post(token, {
      rating: 5,
      body: 'Havuz tertemizdi, manzara muhteşemdi; çok teşekkürler!',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content.message).toContain('Teşekkür ederiz');
    const [c] = await t.db.select().from(comments).where(eq(comments.reservationId, id));
    expect(c).toMatchObject({ villaId, rating: 5, active: false, authorName: 'Gülşen Işık' });

    expect((await get(token)).json().content.state).toBe('used');
    const again = await post(token, { rating: 1, body: 'İkinci kez göndermeyi deniyorum.' });
    expect(again.statusCode).toBe(410);
    expect(again.json().content.message).toBe(
      'Bu bağlantıyla daha önce bir değerlendirme gönderildi. Teşekkür ederiz!',
    );
    expect(await t.db.select().from(comments).where(eq(comments.reservationId, id))).toHaveLength(1);

    // Not on the villa page until approved; then with the verified mark.
    const before = (await t.app.inject({ method: 'GET', url: `/v1/villas/${slug}` })).json().content;
    expect(before.comments.find((x: { id: number }) => x.id === c!.id)).toBeUndefined();
    await t.db.update(comments).set({ active: true }).where(eq(comments.id, c!.id));
    const after = (await t.app.inject({ method: 'GET', url: `/v1/villas/${slug}` })).json().content;
    const shown = after.comments.find((x: { id: number }) => x.id === c!.id);
    expect(shown?.verifiedStay).toBe(true);

    // Staff see the same mark: Yorumlar and the villa's comments panel.
    const admin = bearer(await login(t.app, 'ADMIN'));
    const listed = await t.app.inject({ method: 'GET', url: `/v1/admin/comment/${c!.id}`, headers: admin });
    expect(listed.json().content).toMatchObject({ id: c!.id, verifiedStay: true });
    const staffWritten = await t.db
      .insert(comments)
      .values({ villaId, authorName: 'Ofis', rating: 4, body: 'Telefonla iletilen yorum.', source: 'staff' })
      .returning({ id: comments.id });
    const other = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/comment/${staffWritten[0]!.id}`,
      headers: admin,
    });
    expect(other.json().content.verifiedStay).toBe(false);
    const villa = (
      await t.app.inject({ method: 'GET', url: `/v1/admin/villas/${villaId}`, headers: admin })
    ).json().content as { comments: { id: number; verified_stay: boolean }[] };
    expect(villa.comments.find((x) => x.id === c!.id)?.verified_stay).toBe(true);
    expect(villa.comments.find((x) => x.id === staffWritten[0]!.id)?.verified_stay).toBe(false);
    expect(
      after.comments.filter((x: { verifiedStay: boolean }) => !x.verifiedStay).length,
    ).toBeGreaterThanOrEqual(0);
  });

  it('an expired link and an unknown link are refused in Turkish', async () => {
    const id = await stay('LV-REV-0002');
    const token = await reviewTokenFor(t.db, id, new Date());
    await t.db
      .update(reviewTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewTokens.token, token));
    expect((await get(token)).json().content.state).toBe('expired');
    const res = await post(token, { rating: 4, body: 'Geç kaldım ama yine de yazıyorum.' });
    expect(res.statusCode).toBe(410);
    expect(res.json().content.message).toBe('Bu değerlendirme bağlantısının süresi doldu.');
    const unknown = await get('bilinmeyen-baglanti-0123456789');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().content.message).toContain('Değerlendirme bağlantısı bulunamadı');
    expect((await get('kisa')).statusCode).toBe(400);
  });
});
