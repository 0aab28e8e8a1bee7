import { describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/jobs.ts';
import { useTestDb } from './support/app.ts';
import { enqueueLifecycleMessage, LIFECYCLE_JOB } from '../src/modules/lifecycle/enqueue.ts';

// enqueueLifecycleMessage: inside the caller's transaction, once per dedupe key.

const t = useTestDb();

describe('enqueueLifecycleMessage', () => {
  it('queues nothing when the caller rolls back, and each message once', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueLifecycleMessage(tx, { kind: 'payment_receipt', reservationId: 1, transactionId: 7 });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await t.db.select().from(jobs)).toHaveLength(0);

    await t.db.transaction(async (tx) => {
      await enqueueLifecycleMessage(tx, { kind: 'payment_receipt', reservationId: 1, transactionId: 7 });
      await enqueueLifecycleMessage(tx, { kind: 'payment_receipt', reservationId: 1, transactionId: 7 });
    });
    await enqueueLifecycleMessage(t.db, { kind: 'payment_receipt', reservationId: 1, transactionId: 7 });
    await enqueueLifecycleMessage(t.db, { kind: 'payment_receipt', reservationId: 1, transactionId: 8 });
    await enqueueLifecycleMessage(t.db, { kind: 'confirmation', reservationId: 1 });
    await enqueueLifecycleMessage(t.db, { kind: 'confirmation', reservationId: 1 });
    const rows = await t.db.select().from(jobs);
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual([
      'lifecycle:confirmation:1',
      'lifecycle:payment_receipt:1:7',
      'lifecycle:payment_receipt:1:8',
    ]);
    expect(rows.every((r) => r.kind === LIFECYCLE_JOB && r.status === 'queued')).toBe(true);
    expect(rows.find((r) => r.dedupeKey === 'lifecycle:payment_receipt:1:7')?.payload).toEqual({
      kind: 'payment_receipt',
      reservationId: 1,
      transactionId: 7,
    });
  });
});
