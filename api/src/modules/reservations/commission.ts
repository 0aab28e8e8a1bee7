import { sql } from 'drizzle-orm';
import { villas } from '../../db/schema/villas.ts';

/**
 * The villa's commission percent as it is now, as an SQL value for a reservation's
 * `commission_rate`: set when the reservation is made (and when it moves to another villa), so owner
 * statements keep the rate agreed for the stay when the villa's rate changes later.
 */
export const villaCommissionRate = (villaId: number) =>
  sql<string>`(select ${villas.btransCommissionRate} from ${villas} where ${villas.id} = ${villaId})`;
