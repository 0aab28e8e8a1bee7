import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailTemplateKind } from '@villa/shared/contracts/content';
import {
  listMailTemplates,
  previewMailTemplate,
  setMailTemplateActivity,
  updateMailTemplate,
} from '@villa/shared/contracts/mail-templates';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.ts';
import { SAMPLE_DATA, fillTemplate, templateProblems } from './render.ts';
import * as repo from './repository.ts';

/** Sanitises and checks a template; 400 with every problem in one Turkish message. */
function checked(kind: MailTemplateKind, subjectText: string, html: string) {
  const bodyHtml = sanitizeRichText(html);
  if (isBlankHtml(bodyHtml)) throw new HttpError(400, 'Şablon içeriği boş olamaz.');
  const problems = templateProblems(kind, subjectText, bodyHtml);
  if (problems.length) throw new HttpError(400, problems.join(' '));
  return bodyHtml;
}

/** Mail şablonları: the reservation e-mails. Endpoints: @villa/shared/contracts/mail-templates. */
export const mailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listMailTemplates, ADMIN_ONLY, async () => repo.listTemplates(app.db));

  registerRoute(app, updateMailTemplate, ADMIN_ONLY, async ({ params, body }) => {
    const existing = found(await repo.getTemplate(app.db, params.id));
    const { name, subject, bodyHtml } = body;
    const clean = checked(existing.kind, subject, bodyHtml);
    return found(await repo.updateTemplate(app.db, existing.id, { name, subject, bodyHtml: clean }));
  });

  registerRoute(app, setMailTemplateActivity, ADMIN_ONLY, async ({ body }) => {
    return found(await repo.setTemplateActive(app.db, body.id, body.active));
  });

  registerRoute(app, previewMailTemplate, ADMIN_ONLY, async ({ body }) => {
    const { kind, subject, bodyHtml } = body;
    return fillTemplate(subject, checked(kind, subject, bodyHtml), SAMPLE_DATA);
  });
};
