import { asc, eq, and, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  MAIL_TEMPLATE_KINDS,
  type MailTemplate,
  type MailTemplateKind,
} from '@villa/shared/contracts/content';
import { mailTemplates } from '../../db/schema/content.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.ts';
import { richText } from '../website-pages/schemas.ts';
import { SAMPLE_DATA, fillTemplate, templateProblems } from './render.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

const templateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_TEMPLATE_KINDS),
  name: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});
const templateResponse = z.object({ content: templateSchema });
const templateListResponse = z.object({ content: z.array(templateSchema) });
const renderedResponse = z.object({
  content: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
});
const idParams = z.object({ id: recordId() });

const subject = z
  .string()
  .trim()
  .min(3, 'Konu en az 3 karakter olmalıdır.')
  .max(200, 'Konu en fazla 200 karakter olabilir.');
const templateBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Şablon adı en az 2 karakter olmalıdır.')
    .max(100, 'Şablon adı en fazla 100 karakter olabilir.'),
  subject,
  bodyHtml: richText('Şablon içeriği'),
});
const previewBody = z.object({
  kind: z.enum(MAIL_TEMPLATE_KINDS, { error: 'Bilinmeyen şablon türü.' }),
  subject,
  bodyHtml: richText('Şablon içeriği'),
});
const activityBody = z.object({ id: recordId(), active: z.boolean() });

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

async function getTemplate(db: Db | Tx, id: number): Promise<MailTemplate | undefined> {
  const [row] = await db.select(columns).from(mailTemplates).where(eq(mailTemplates.id, id));
  return row ? toTemplate(row) : undefined;
}

/** Sanitises and checks a template; 400 with every problem in one Turkish message. */
function checked(kind: MailTemplateKind, subjectText: string, html: string) {
  const bodyHtml = sanitizeRichText(html);
  if (isBlankHtml(bodyHtml)) throw new HttpError(400, 'Şablon içeriği boş olamaz.');
  const problems = templateProblems(kind, subjectText, bodyHtml);
  if (problems.length) throw new HttpError(400, problems.join(' '));
  return bodyHtml;
}

/** Mail şablonları: the reservation e-mails. */
export const mailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mail-templates'];

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Mail şablonları', response: { 200: templateListResponse } },
    },
    async () => {
      const rows = await app.db.select(columns).from(mailTemplates).orderBy(asc(mailTemplates.id));
      return { content: rows.map(toTemplate) };
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Şablonu güncelle (yer tutucular denetlenir)',
        params: idParams,
        body: templateBody,
        response: { 200: templateResponse },
      },
    },
    async (request) => {
      const existing = await getTemplate(app.db, request.params.id);
      if (!existing) throw notFound();
      const { name, subject: subjectText, bodyHtml } = request.body;
      const clean = checked(existing.kind, subjectText, bodyHtml);
      const [row] = await app.db
        .update(mailTemplates)
        .set({ name, subject: subjectText, bodyHtml: clean, updatedAt: sql`now()` })
        .where(eq(mailTemplates.id, existing.id))
        .returning(columns);
      if (!row) throw notFound();
      return { content: toTemplate(row) };
    },
  );

  app.patch(
    '/activity',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Şablonu aktif/pasif yap (aynı türde tek aktif şablon olur)',
        body: activityBody,
        response: { 200: templateResponse },
      },
    },
    async (request) => {
      const { id, active } = request.body;
      const row = await app.db.transaction(async (tx: Tx) => {
        const existing = await getTemplate(tx, id);
        if (!existing) return undefined;
        if (active) {
          // Activating one template of a kind retires the one that was active.
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
      if (!row) throw notFound();
      return { content: toTemplate(row) };
    },
  );

  app.post(
    '/preview',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Şablonu örnek verilerle önizle (kaydetmez)',
        body: previewBody,
        response: { 200: renderedResponse },
      },
    },
    async (request) => {
      const { kind, subject: subjectText, bodyHtml } = request.body;
      const clean = checked(kind, subjectText, bodyHtml);
      return { content: fillTemplate(subjectText, clean, SAMPLE_DATA) };
    },
  );
};
