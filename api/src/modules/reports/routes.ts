import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBtransReport, getMinistryReport, getPerformanceReport } from '@villa/shared/contracts/reports';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { readKeys } from '../settings/repository.ts';
import { btransXml, ministryWorkbook } from './files.ts';
import { performanceWorkbook } from './performance-file.ts';
import { performanceReport } from './performance.ts';
import { btransReport, ministryReport } from './repository.ts';

/**
 * 'Raporlar' (ADMIN): the monthly BTrans notification (screen + XML) and the villa report (screen +
 * Excel). Endpoints: @villa/shared/contracts/reports; format=xml/xlsx answer a file, sent by the
 * handler itself (the document keeps the JSON answer).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ agencyTaxNumber: string }> = async (app, opts) => {
  registerRoute(app, getBtransReport, ADMIN_ONLY, async ({ query }, reply) => {
    const { month, format } = query;
    const report = await btransReport(app.db, month, opts.agencyTaxNumber);
    if (format === 'json') return report;
    if (!report.agency.taxNumber) throw new HttpError(409, report.warnings[0] ?? 'Acente bilgileri eksik.');
    const xml = btransXml(report);
    // A file, not the JSON envelope: fastify sends a string as it is.
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="btrans-${month}.xml"`)
      .send(xml as never);
  });

  registerRoute(app, getMinistryReport, ADMIN_ONLY, async ({ query }, reply) => {
    const { from, to, format } = query;
    const report = await ministryReport(app.db, from, to);
    if (format === 'json') return report;
    const [brand] = await readKeys(app.db, ['brand_name']);
    const file = await ministryWorkbook(report, brand?.value || 'Likya Villa');
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="villa-raporu-${from}_${to}.xlsx"`)
      .send(file as never);
  });

  // 'Performans': ADMIN only (revenue of every villa is the agency's figure; owners get their
  // statements, not this report).
  registerRoute(app, getPerformanceReport, ADMIN_ONLY, async ({ query }, reply) => {
    const { from, to, town_id, villa_id, format } = query;
    const report = await performanceReport(app.db, { from, to, townId: town_id, villaId: villa_id });
    if (format === 'json') return report;
    const [brand] = await readKeys(app.db, ['brand_name']);
    const scope =
      villa_id !== undefined
        ? (report.by_villa[0]?.villa_name ?? '')
        : town_id !== undefined
          ? (report.by_villa[0]?.town_name ?? '')
          : '';
    const file = await performanceWorkbook(report, brand?.value || 'Likya Villa', scope);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="performans-${from}_${to}.xlsx"`)
      .send(file as never);
  });
};
