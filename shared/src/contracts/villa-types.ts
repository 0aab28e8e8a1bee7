import { z } from 'zod';
import { optionalSlug, text } from './fields';

/** Villa types (villa tipi): a villa's kind, a storefront filter and a landing page. */

export const villaTypeBodySchema = z.object({ name: text('Villa tipi adı', 80), slug: optionalSlug() });
export type VillaTypeBody = z.infer<typeof villaTypeBodySchema>;

export interface VillaType {
  id: number;
  name: string;
  slug: string;
  villa_count: number;
}
