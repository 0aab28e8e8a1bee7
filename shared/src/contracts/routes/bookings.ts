// Generated from shared/src/contracts/bookings.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../bookings';
import { routeTable } from '../../api/route';

export const { changeReservationStatus, createReservation, getReservation, listOutbox, listReservations, quoteReservation, sendBankDetails, sendConfirmation, sendPaymentLink, updateReservation } = routeTable<typeof contract>({ changeReservationStatus: ["PATCH","/v1/admin/reservations/{id}"], createReservation: ["POST","/v1/admin/reservations"], getReservation: ["GET","/v1/admin/reservations/{id}"], listOutbox: ["GET","/v1/admin/outbox",true], listReservations: ["GET","/v1/admin/reservations",true], quoteReservation: ["GET","/v1/admin/reservations/quote"], sendBankDetails: ["POST","/v1/admin/sendbank"], sendConfirmation: ["POST","/v1/admin/sendconfirm"], sendPaymentLink: ["POST","/v1/admin/sendpaymentlink"], updateReservation: ["PUT","/v1/admin/reservations/{id}"] });
