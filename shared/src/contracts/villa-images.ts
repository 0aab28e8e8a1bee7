import { z } from 'zod';
import { recordId, recordIdList } from './fields';

/** A villa's photos: stored in three widths, shown in their order. */

export interface VillaImage {
  id: number;
  villa_id: number;
  order: number;
  width: number;
  height: number;
  urls: { small: string; medium: string; large: string };
}

export const villaImageOrderSchema = z.object({
  villa_id: recordId('Villa'),
  ids: recordIdList('Görsel', { max: 300 }).min(1, 'Sıralanacak görsel yok.'),
});
