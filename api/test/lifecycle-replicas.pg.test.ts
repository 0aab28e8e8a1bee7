import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/jobs.ts';
import { mailOutbox } from '../src/db/schema/reservations.ts';
import { startApiCluster, type ApiCluster } from './api-process.ts';
import { TEST_DB } from './helper.ts';
import { d, priceFixtures } from './reservation-fixtures.ts';
import { useSmtpInbox } from './support/smtp.ts';

// Two API processes (replicas) on one PostgreSQL database, both running the job worker, both
// sending through the same real SMTP server: each lifecycle message arrives exactly once, and each
// recurring slot runs once. (Only the api-postgres project runs this file.)
if (TEST_DB === 'postgres') {
  describe('lifecycle messages across two API processes', () => {
    let cluster: ApiCluster;
    const smtp = useSmtpInbox();
    const { inbox } = smtp;
    let villaId = 0;

    beforeAll(async () => {
      cluster = await startApiCluster(
        2,
        async (handle) => {
          ({ owned: villaId } = await priceFixtures(handle.db));
        },
        {
          SMTP_URL: smtp.url,
          PUBLIC_URL: 'https://www.likyavilla.com.tr',
          OPTION_EXPIRY_INTERVAL_SECONDS: '1',
        },
      );
    }, 180_000);

    afterAll(async () => {
      await cluster?.stop();
    });

    it('eight requests on both replicas: sixteen messages, each exactly once; recurring slots once', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${cluster.bases[i % 2]}/v1/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            villaId,
            checkIn: d(`06-${String(1 + i * 3).padStart(2, '0')}`),
            checkOut: d(`06-${String(4 + i * 3).padStart(2, '0')}`),
            guests: 2,
            name: `Çağrı Öztürk ${i}`,
            phone: '+90 532 111 22 33',
            email: `misafir${i}@example.com`,
            note: '',
            kvkk: true,
          }),
        });
        expect(res.status).toBe(201);
        codes.push(((await res.json()) as { content: { code: string } }).content.code);
      }
      for (let i = 0; i < 120 && inbox.length < 16; i++) await new Promise((r) => setTimeout(r, 250));
      // Give a duplicate the time to arrive, if there were one.
      await new Promise((r) => setTimeout(r, 3000));
      expect(inbox).toHaveLength(16);
      for (let i = 0; i < 8; i++) {
        const guest = inbox.filter((m) => !Array.isArray(m.to) && m.to?.text === `misafir${i}@example.com`);
        expect(guest).toHaveLength(1);
        expect(guest[0]!.text).toContain(`Merhaba Çağrı Öztürk ${i}`);
        expect(inbox.filter((m) => m.subject?.includes(`Yeni talep ${codes[i]}`))).toHaveLength(1);
      }
      const db = cluster.handle.db;
      const outbox = await db.select().from(mailOutbox);
      expect(outbox).toHaveLength(16);
      expect(outbox.every((o) => o.status === 'sent')).toBe(true);
      const sent = await db.select().from(jobs).where(like(jobs.dedupeKey, 'lifecycle:%'));
      expect(sent.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
      // Both workers schedule the option-expiry slot every second: one job per slot.
      const slots = await db.select({ k: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, 'option_expiry'));
      expect(new Set(slots.map((s) => s.k)).size).toBe(slots.length);
      expect(slots.length).toBeGreaterThan(2);
    });
  });
}
