import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId, trimmedText } from '@villa/shared/contracts/fields';
import {
  BOAT_RESERVATION_STATUSES,
  boatReservationUpdateSchema,
  isoDate,
} from '@villa/shared/contracts/boats';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { boatReservationSchema, envelope, idParams, listEnvelope } from '../boats/wire.ts';
import { changeBoatReservation, getBoatReservation, listBoatReservations } from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const listQuery = pagingQuery(20).extend({
  status: optional(z.enum(BOAT_RESERVATION_STATUSES, { message: 'Geçerli bir durum seçin.' })),
  boat_id: optional(recordId()),
  started_at: optional(isoDate('Başlangıç tarihi')),
  finished_at: optional(isoDate('Bitiş tarihi')),
  created_at: optional(isoDate('Oluşturma tarihi')),
  reservation_id: optional(trimmedText('Rezervasyon kodu', 40)),
});

/** Boat reservations for staff (SPEC §7): list with filters, detail, status change. */
export const boatReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boat reservations'];

  app.get(
    '/boatreservations',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne rezervasyonları (20’şer)',
        description:
          'Filtreler: status; boat_id; started_at (bu günden itibaren başlayan); finished_at (bu güne kadar ' +
          'biten); created_at (o gün oluşturulan); reservation_id (kodun bir parçası). En yeni önce.',
        querystring: listQuery,
        response: { 200: listEnvelope(boatReservationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listBoatReservations(app.db, request.query);
      return { content: rows, total };
    },
  );

  app.get(
    '/boatreservations/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne rezervasyonu',
        params: idParams,
        response: { 200: envelope(boatReservationSchema) },
      },
    },
    async (request) => {
      const row = await getBoatReservation(app.db, request.params.id);
      if (!row) throw notFound();
      return { content: row };
    },
  );

  app.put(
    '/boatreservations/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne rezervasyonunun durumunu (ve isteğe bağlı günlerini) değiştir',
        description:
          'awaiting_prepayment, confirmation_sent ve confirmed durumları teknenin günlerini tutar; bu ' +
          'durumlarda çakışan iki rezervasyon olamaz (409 "Seçilen tarihlerde tekne dolu.").',
        params: idParams,
        body: boatReservationUpdateSchema,
        response: { 200: envelope(boatReservationSchema) },
      },
    },
    async (request) => {
      const existing = await getBoatReservation(app.db, request.params.id);
      if (!existing) throw notFound();
      const start = request.body.started_at ?? existing.started_at;
      const end = request.body.finished_at ?? existing.finished_at;
      if (end < start) throw new HttpError(400, 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      return { content: await changeBoatReservation(app.db, existing.id, request.body) };
    },
  );
};
