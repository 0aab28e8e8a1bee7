import { z } from 'zod';
import { BOAT_CURRENCIES, BOAT_RESERVATION_STATUSES, boatReservationUpdateSchema } from './boats';
import { endpoint } from './endpoint';
import { bookedPeriodFilters, idParams, pagingQuery, queryFilter, recordId, trimmedText } from './fields';

/**
 * Boat reservations for staff (SPEC §7): list with filters, detail, status change. The statuses and
 * the update body live with the boats (./boats); the visitor's rental request is the boats' too.
 */

const tags = ['boat reservations'];

export const boatReservation = z.object({
  id: z.number().int(),
  reservation_id: z.string(),
  status: z.enum(BOAT_RESERVATION_STATUSES),
  boat_id: z.number().int(),
  boat_name: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  guests: z.number().int(),
  note: z.string(),
  total_amount: z.number().nullable(),
  currency: z.enum(BOAT_CURRENCIES),
  created_at: z.string(),
});
export type BoatReservation = z.infer<typeof boatReservation>;

export const boatReservationListQuery = pagingQuery(20).extend({
  status: queryFilter(z.enum(BOAT_RESERVATION_STATUSES, { message: 'Geçerli bir durum seçin.' })),
  boat_id: queryFilter(recordId()),
  ...bookedPeriodFilters,
  reservation_id: queryFilter(trimmedText('Rezervasyon kodu', 40)),
});
export type BoatReservationListQuery = z.output<typeof boatReservationListQuery>;

export const listBoatReservations = endpoint({
  method: 'GET',
  path: '/v1/admin/boatreservations',
  summary: 'Tekne rezervasyonları (20’şer)',
  description:
    'Filtreler: status; boat_id; started_at (bu günden itibaren başlayan); finished_at (bu güne kadar ' +
    'biten); created_at (o gün oluşturulan); reservation_id (kodun bir parçası). En yeni önce.',
  tags,
  query: boatReservationListQuery,
  response: z.array(boatReservation),
  total: true,
});

export const getBoatReservation = endpoint({
  method: 'GET',
  path: '/v1/admin/boatreservations/{id}',
  summary: 'Tekne rezervasyonu',
  tags,
  params: idParams(),
  response: boatReservation,
});

export const updateBoatReservation = endpoint({
  method: 'PUT',
  path: '/v1/admin/boatreservations/{id}',
  summary: 'Tekne rezervasyonunun durumunu (ve isteğe bağlı günlerini) değiştir',
  description:
    'awaiting_prepayment, confirmation_sent ve confirmed durumları teknenin günlerini tutar; bu ' +
    'durumlarda çakışan iki rezervasyon olamaz (409 "Seçilen tarihlerde tekne dolu.").',
  tags,
  params: idParams(),
  body: boatReservationUpdateSchema,
  response: boatReservation,
});
