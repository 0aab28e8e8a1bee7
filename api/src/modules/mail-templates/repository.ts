import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MailTemplateKind } from '@villa/shared/contracts/content';
import type { MailTemplate } from '@villa/shared/contracts/mail-templates';
import { mailTemplates } from '../../db/schema/content.ts';
import type { Db, Tx } from '../../db/types.ts';

const columns = {
  id: mailTemplates.id,
  kind: mailTemplates.kind,
  name: mailTemplates.name,
  subject: mailTemplates.subject,
  bodyHtml: mailTemplates.bodyHtml,
  active: mailTemplates.active,
  updatedAt: mailTemplates.updatedAt,
};
type Row = Omit<MailTemplate, 'kind' | 'updatedAt'> & { kind: string; updatedAt: Date };
const toTemplate = (r: Row): MailTemplate => ({
  ...r,
  kind: r.kind as MailTemplateKind,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listTemplates(db: Db): Promise<MailTemplate[]> {
  const rows = await db.select(columns).from(mailTemplates).orderBy(asc(mailTemplates.id));
  return rows.map(toTemplate);
}

export async function getTemplate(db: Db | Tx, id: number): Promise<MailTemplate | undefined> {
  const [row] = await db.select(columns).from(mailTemplates).where(eq(mailTemplates.id, id));
  return row ? toTemplate(row) : undefined;
}

export async function updateTemplate(
  db: Db,
  id: number,
  data: { name: string; subject: string; bodyHtml: string },
): Promise<MailTemplate | undefined> {
  const [row] = await db
    .update(mailTemplates)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(mailTemplates.id, id))
    .returning(columns);
  return row ? toTemplate(row) : undefined;
}

/** Activating one template of a kind retires the one that was active, in one transaction. */
export async function setTemplateActive(
  db: Db,
  id: number,
  active: boolean,
): Promise<MailTemplate | undefined> {
  const row = await db.transaction(async (tx: Tx) => {
    const existing = await getTemplate(tx, id);
    if (!existing) return undefined;
    if (active) {
      await tx
        .update(mailTemplates)
        .set({ active: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(mailTemplates.kind, existing.kind),
            ne(mailTemplates.id, id),
            eq(mailTemplates.active, true),
          ),
        );
    }
    const [updated] = await tx
      .update(mailTemplates)
      .set({ active, updatedAt: sql`now()` })
      .where(eq(mailTemplates.id, id))
      .returning(columns);
    return updated;
  });
  return row ? toTemplate(row) : undefined;
}
