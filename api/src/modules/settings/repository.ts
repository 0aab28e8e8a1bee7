import { asc, inArray, sql } from 'drizzle-orm';
import type { KeyValue } from '@villa/shared/contracts/site';
import { settings } from '../../db/schema/settings.ts';
import type { Db, Tx } from '../../db/types.ts';

/** Where each editable key is published (GET /v1/website/home reads these groups). */
export const KEY_GROUPS: Record<string, string> = {
  brand_name: 'site',
  site_title: 'site',
  seo_description: 'site',
  site_logo: 'site',
  tursab_number: 'site',
  tursab_link: 'site',
  map_tile_url: 'site',
  site_footer_text: 'footer',
  site_phone: 'contact',
  site_email: 'contact',
  site_address: 'contact',
  site_location_link: 'contact',
  site_whatsapp: 'contact',
  facebook_link: 'social',
  instagram_link: 'social',
  twitter_link: 'social',
  youtube_link: 'social',
  dollar_exchange_rate: 'exchange',
  euro_exchange_rate: 'exchange',
  sterling_exchange_rate: 'exchange',
};

/** Values of the given keys, in the order asked; a key never saved reads as ''. */
export async function readKeys(db: Db, keys: readonly string[]): Promise<KeyValue[]> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .orderBy(asc(settings.key));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return keys.map((key) => ({ key, value: byKey.get(key) ?? '' }));
}

/** Upserts all entries in one transaction: either every value changes or none. */
export async function writeKeys(db: Db, values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({
    key,
    value,
    group: KEY_GROUPS[key] ?? 'site',
  }));
  await db.transaction(async (tx: Tx) => {
    await tx
      .insert(settings)
      .values(rows)
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  });
}

/** A single setting value ('' when missing), for other modules (mail templates). */
export async function readSetting(db: Db, key: string): Promise<string> {
  const [row] = await readKeys(db, [key]);
  return row?.value ?? '';
}
