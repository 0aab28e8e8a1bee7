import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactMessage, redactUrl, serializeError, sqlShape } from '../src/lib/log-redaction.ts';
import { build, nextIp, type TestContext } from './helper.ts';

// Error logs must not carry personal data (KVKK): a failed insert of a contact message used to log
// drizzle's "Failed query: … params: <name>,<e-mail>,<phone>,…" and PostgreSQL's detail.

const guest = {
  name: 'Ayşe Kvkkoğlu',
  email: 'ayse.kvkk@example.com',
  phone: '+90 532 987 65 43',
  subject: 'Temmuz tatili',
  message: 'Merhaba, Çankaya Sokak 7 numaradan yazıyorum; 14-21 Temmuz için villa arıyoruz.',
};
const PERSONAL = [guest.name, guest.email, guest.phone, guest.message, 'Kvkkoğlu', 'ayse.kvkk', '987 65 43'];

let t: TestContext;
const lines: string[] = [];
const logs = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await build({ seed: false, logger: { level: 'info', stream } });
});
afterAll(() => t?.close());

const contact = (body: Record<string, unknown> = guest) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/website/contact',
    payload: { ...body, kvkk: true },
    remoteAddress: nextIp(),
  });

function expectNoPersonalData() {
  const text = lines.join('\n');
  for (const value of PERSONAL) expect(text, value).not.toContain(value);
}

describe('logs of failed database writes carry no personal data', () => {
  it('a server error (500) logs the SQLSTATE, table and query shape, not the parameters', async () => {
    lines.length = 0;
    // A column the insert names is gone: the database refuses the statement (42703).
    await t.db.execute(sql`ALTER TABLE contact_messages RENAME COLUMN phone TO phone_gone`);
    try {
      const res = await contact();
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE contact_messages RENAME COLUMN phone_gone TO phone`);
    }
    const failed = logs().find((l) => l.msg === 'request failed');
    expect(failed).toBeDefined();
    const err = failed!.err as { query?: string; message: string; stack: string; cause?: { code?: string } };
    expect(err.cause?.code).toBe('42703');
    expect(err.query).toMatch(/^insert into "contact_messages"/);
    expect(err.query).toContain('$1');
    expect(err.message).toMatch(/^Failed query: insert into "contact_messages"/);
    expect(err.stack).toContain('    at ');
    expectNoPersonalData();
  });

  it('a check violation (its detail repeats the row) is logged without the row', async () => {
    lines.length = 0;
    await t.db.execute(
      sql`ALTER TABLE contact_messages ADD CONSTRAINT contact_no_test CHECK (email <> 'ayse.kvkk@example.com') NOT VALID`,
    );
    try {
      const res = await contact();
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE contact_messages DROP CONSTRAINT contact_no_test`);
    }
    const err = logs().find((l) => l.msg === 'request failed')!.err as {
      cause?: { code?: string; constraint?: string; table?: string; detail?: string };
    };
    expect(err.cause).toMatchObject({
      code: '23514',
      constraint: 'contact_no_test',
      table: 'contact_messages',
    });
    expect(err.cause?.detail).toMatch(/^Failing row contains \(\?\)/);
    expectNoPersonalData();
  });

  it('a refused write (409, logged at info) gives its reason without the parameters', async () => {
    lines.length = 0;
    await t.db.execute(sql`CREATE UNIQUE INDEX contact_email_once ON contact_messages (email)`);
    try {
      expect((await contact()).statusCode).toBe(201);
      const again = await contact();
      expect(again.statusCode).toBe(409);
    } finally {
      await t.db.execute(sql`DROP INDEX contact_email_once`);
    }
    const rejected = logs().find((l) => l.msg === 'request rejected');
    expect(rejected).toMatchObject({ statusCode: 409 });
    expect(String(rejected!.reason)).toMatch(/^Failed query: insert into "contact_messages"/);
    expectNoPersonalData();
  });

  it('request URLs are logged without personal query values or link tokens', async () => {
    lines.length = 0;
    await t.app.inject({ url: `/v1/enquire?code=LV-2026-0001&email=${encodeURIComponent(guest.email)}` });
    await t.app.inject({ url: '/v1/payment/AbCdEfGhIjKlMnOpQrStUvWxYz012345' });
    const urls = logs()
      .map((l) => (l.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toContain('/v1/enquire?code=LV-2026-0001&email=[Redacted]');
    expect(urls).toContain('/v1/payment/[Redacted]');
    expect(lines.join('\n')).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expectNoPersonalData();
  });
});

describe('redaction helpers', () => {
  it('keep the query shape and names, drop values', () => {
    expect(sqlShape(`select "id" from "villas" where "slug" = 'kas' and "t2"."n" > 10 limit $1`)).toBe(
      `select "id" from "villas" where "slug" = ? and "t2"."n" > ? limit $1`,
    );
    expect(redactMessage('Failed query: insert into "x" ("email") values ($1)\nparams: a@b.co,+90 555')).toBe(
      'Failed query: insert into "x" ("email") values ($1)',
    );
    expect(redactMessage('Key (email)=(a@b.co) already exists.')).toBe('Key (email)=(?) already exists.');
    expect(redactMessage('invalid input syntax for type integer: "Ayşe"')).toBe(
      'invalid input syntax for type integer: "?"',
    );
    expect(redactMessage('mail to ayse@example.com failed')).toBe('mail to [email] failed');
    expect(redactUrl('/v1/admin/reservations?customer_name=Ay%C5%9Fe&status=new')).toBe(
      '/v1/admin/reservations?customer_name=[Redacted]&status=new',
    );
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: secret'), {
      query: "select * from users where email = 'x@y.co'",
      params: ['secret'],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
        code: '23505',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(x@y.co) already exists.',
      }),
    });
    const out = serializeError(wrapped);
    expect(out).toMatchObject({
      message: 'Failed query: select ?',
      query: 'select * from users where email = ?',
      cause: { code: '23505', constraint: 'users_email_unique', detail: 'Key (email)=(?) already exists.' },
    });
    expect(JSON.stringify(out)).not.toMatch(/secret|x@y\.co/);
  });
});
