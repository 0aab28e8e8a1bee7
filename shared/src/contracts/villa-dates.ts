import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  idParams,
  isoDate,
  messageContent,
  optionalText,
  periodBodies,
  periodDays,
  recordId,
} from './fields';

/** A villa's blocked nights (SPEC §7 /v1/admin/villas/date): staff closings beside reservations and synced events. */

/** What blocks a night: a reservation, a staff closing, a synced channel event, a manual closing. */
export const VILLA_BLOCK_KINDS = ['reservation', 'closed', 'ical', 'external'] as const;
export type VillaBlockKind = (typeof VILLA_BLOCK_KINDS)[number];

/** A blocked range of the calendar; end_date is exclusive (the day the villa is free again). */
export const villaDateSchema = z.object({
  id: z.number(),
  villa_id: z.number(),
  kind: z.enum(VILLA_BLOCK_KINDS),
  ...periodDays,
  note: z.string(),
  reservation_code: z.string().nullable(),
  source: z.string().nullable(),
});
export type VillaDate = z.infer<typeof villaDateSchema>;

const dateFields = {
  start_date: isoDate('Başlangıç tarihi'),
  /** Exclusive: the day the villa is free again. */
  end_date: isoDate('Bitiş (boşalma) tarihi'),
  note: optionalText('Not', 500),
};
export const { create: villaDateBodySchema, update: villaDateUpdateSchema } = periodBodies(
  { villa_id: recordId('Villa') },
  dateFields,
  { sameDay: false, message: 'Bitiş (boşalma) tarihi başlangıç tarihinden sonra olmalı.' },
);
export type VillaDateBody = z.infer<typeof villaDateBodySchema>;
export type VillaDateUpdateBody = z.infer<typeof villaDateUpdateSchema>;

const tags = ['villa dates'];

export const createVillaDate = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/date',
  summary: 'Takvimi kapat (tarih aralığı)',
  description: '`end_date` villanın yeniden boş olduğu gündür (hariç). Dolu günlerle çakışırsa 409.',
  tags,
  body: villaDateBodySchema,
  response: villaDateSchema,
  status: 201,
});

export const updateVillaDate = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/date/{id}',
  summary: 'Kapatmayı güncelle',
  tags,
  params: idParams(),
  body: villaDateUpdateSchema,
  response: villaDateSchema,
});

export const deleteVillaDate = endpoint({
  method: 'DELETE',
  path: '/v1/admin/villas/date/{id}',
  summary: 'Kapatmayı kaldır',
  tags,
  params: idParams(),
  response: messageContent,
});
