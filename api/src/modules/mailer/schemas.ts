import { z } from 'zod';

/** One message of the outbox, as the outbox list and a reservation's detail send it. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int().nullable(),
  reservationCode: z.string().nullable(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
