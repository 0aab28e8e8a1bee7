import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { villas } from '../src/db/schema/villas.ts';
import { toClientError } from '../src/lib/error-handler.ts';
import { createVillaBlock } from '../src/modules/villa-blocks/repository.ts';
import { useApp } from './support/app.ts';

let villaId: number;
let otherVillaId: number;

const t = useApp({}, async (t) => {
  const rows = await t.db.select({ id: villas.id }).from(villas).orderBy(villas.id).limit(2);
  villaId = rows[0]!.id;
  otherVillaId = rows[1]!.id;
});

const blocksOf = async (id: number, kind: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(villaBlocks)
      .where(and(eq(villaBlocks.villaId, id), eq(villaBlocks.kind, kind)))
  )[0]?.n;

describe('no double booking (EXCLUDE constraint)', () => {
  it('50 concurrent overlapping blocks for one villa: exactly 1 succeeds, the others are 409', async () => {
    const attempts = Array.from({ length: 50 }, (_, i) =>
      createVillaBlock(t.db, {
        villaId,
        start: `2031-07-${String(1 + (i % 5)).padStart(2, '0')}`,
        end: `2031-07-${String(10 + (i % 5)).padStart(2, '0')}`,
        kind: 'closed',
        note: `deneme ${i}`,
      }),
    );
    const results = await Promise.allSettled(attempts);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(49);
    for (const f of failed) {
      expect(toClientError(f.reason)).toEqual({
        statusCode: 409,
        message: 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.',
      });
    }
    expect(await blocksOf(villaId, 'closed')).toBe(1);
  });

  it('a check-out day can be the next check-in day, and other villas are independent', async () => {
    await createVillaBlock(t.db, { villaId, start: '2032-08-01', end: '2032-08-08', kind: 'external' });
    await createVillaBlock(t.db, { villaId, start: '2032-08-08', end: '2032-08-15', kind: 'external' });
    await createVillaBlock(t.db, {
      villaId: otherVillaId,
      start: '2032-08-01',
      end: '2032-08-15',
      kind: 'external',
    });
    expect(await blocksOf(villaId, 'external')).toBe(2);
    await expect(
      createVillaBlock(t.db, { villaId, start: '2032-08-14', end: '2032-08-16', kind: 'external' }),
    ).rejects.toSatisfy((err) => toClientError(err).statusCode === 409);
  });

  it('an empty or reversed range is refused, an unknown villa is 404', async () => {
    await expect(
      createVillaBlock(t.db, { villaId, start: '2033-01-05', end: '2033-01-05', kind: 'closed' }),
    ).rejects.toBeDefined();
    await expect(
      createVillaBlock(t.db, { villaId: 999_999, start: '2033-01-01', end: '2033-01-05', kind: 'closed' }),
    ).rejects.toSatisfy((err) => toClientError(err).statusCode === 404);
  });
});
