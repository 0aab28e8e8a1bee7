import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTemplates } from '../src/db/schema/content.ts';
import { sanitizeRichText } from '../src/lib/sanitize.ts';
import { LIFECYCLE_TEMPLATES } from '../src/modules/lifecycle/templates.ts';
import { build, type TestContext } from './helper.ts';

/**
 * The lifecycle mail templates reach databases created before them through migrations 0017 (issue
 * 14's kinds) and 0022 (the refund receipt); a fresh database gets each exactly once (the
 * migration, then the seed leaves those kinds alone).
 */
const MIGRATIONS = ['0017_lifecycle_templates.sql', '0022_refund_receipt_template.sql'].map((name) =>
  readFileSync(join(import.meta.dirname, '..', 'drizzle', name), 'utf8'),
);
const KINDS = LIFECYCLE_TEMPLATES.map((t) => t.kind);

let t: TestContext;
beforeAll(async () => {
  t = await build();
}, 180_000);
afterAll(() => t?.close());

const runMigration = async () => {
  for (const migration of MIGRATIONS) {
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
  }
};
const templatesOfKinds = () => t.db.select().from(mailTemplates).where(inArray(mailTemplates.kind, KINDS));

describe('lifecycle mail templates', () => {
  it('a fresh database has each lifecycle template once, active, as templates.ts writes it', async () => {
    const rows = await templatesOfKinds();
    expect(rows.map((r) => r.kind).sort()).toEqual([...KINDS].sort());
    for (const tpl of LIFECYCLE_TEMPLATES) {
      const row = rows.find((r) => r.kind === tpl.kind);
      expect(row).toMatchObject({
        name: tpl.name,
        subject: tpl.subject,
        bodyHtml: sanitizeRichText(tpl.html),
        active: true,
      });
    }
  });

  it('an older database gets the missing kinds; a kind staff already have is left as it is', async () => {
    // As before issue 14 (and before the refund receipt): none of these kinds, except one staff
    // wrote themselves (switched off).
    await t.db.delete(mailTemplates).where(inArray(mailTemplates.kind, KINDS));
    await t.db.insert(mailTemplates).values({
      kind: 'arrival_info',
      name: 'Bizim varış metnimiz',
      subject: 'Varış',
      bodyHtml: '<p>Kendi metnimiz</p>',
      active: false,
    });
    await runMigration();
    const rows = await templatesOfKinds();
    expect(rows).toHaveLength(KINDS.length);
    const arrival = await t.db.select().from(mailTemplates).where(eq(mailTemplates.kind, 'arrival_info'));
    expect(arrival).toEqual([expect.objectContaining({ name: 'Bizim varış metnimiz', active: false })]);
    // Run again (a replica racing, a restore): nothing doubles.
    await runMigration();
    expect(await templatesOfKinds()).toHaveLength(KINDS.length);
  });
});
