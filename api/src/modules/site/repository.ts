import { and, asc, avg, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ContactMessageBody, KeyValue, Town, VillaType } from '@villa/shared/contracts/site';
import { contactMessages } from '../../db/schema/contact.ts';
import { settings } from '../../db/schema/settings.ts';
import { districts, towns } from '../../db/schema/regions.ts';
import { villaTypes, villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';

const trCollator = new Intl.Collator('tr');

/** Settings groups published to visitors. The private group (secrets) is never among them. */
export type PublicSettingsGroup = 'site' | 'footer' | 'contact' | 'social' | 'exchange';

export async function listVillaTypes(db: Db): Promise<VillaType[]> {
  return db
    .select({ id: villaTypes.id, name: villaTypes.name, slug: villaTypes.slug })
    .from(villaTypes)
    .orderBy(asc(villaTypes.sortOrder), asc(villaTypes.id));
}

export async function listTownsWithDistricts(db: Db): Promise<Town[]> {
  const [townRows, districtRows, centres] = await Promise.all([
    db
      .select({ id: towns.id, name: towns.name, slug: towns.slug })
      .from(towns)
      .orderBy(asc(towns.sortOrder), asc(towns.name)),
    db
      .select({ id: districts.id, name: districts.name, slug: districts.slug, town_id: districts.townId })
      .from(districts),
    // The regions map places a town where its active villas are, on average.
    db
      .select({ townId: villas.townId, lat: avg(villas.latitude), lng: avg(villas.longitude) })
      .from(villas)
      .where(and(eq(villas.active, true), isNotNull(villas.latitude), isNotNull(villas.longitude)))
      .groupBy(villas.townId),
  ]);
  const centreOf = new Map(centres.map((c) => [c.townId, c]));
  // Sorted here with Turkish rules (Ç after C, Ö after O): the database collation may be C.
  districtRows.sort((a, b) => trCollator.compare(a.name, b.name));
  const byTown = new Map<number, Town>(
    townRows.map((t) => {
      const c = centreOf.get(t.id);
      const lat = c?.lat == null ? null : Math.round(Number(c.lat) * 1e4) / 1e4;
      const lng = c?.lng == null ? null : Math.round(Number(c.lng) * 1e4) / 1e4;
      return [t.id, { ...t, District: [], latitude: lat, longitude: lng }];
    }),
  );
  for (const d of districtRows) byTown.get(d.town_id)?.District.push(d);
  return [...byTown.values()];
}

export async function settingsByGroup(
  db: Db,
  groups: PublicSettingsGroup[],
): Promise<Map<PublicSettingsGroup, KeyValue[]>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, group: settings.group })
    .from(settings)
    .where(inArray(settings.group, groups))
    .orderBy(asc(settings.key));
  const out = new Map<PublicSettingsGroup, KeyValue[]>(groups.map((g) => [g, []]));
  for (const r of rows) out.get(r.group as PublicSettingsGroup)?.push({ key: r.key, value: r.value });
  return out;
}

/** A visitor's message from the contact form (Website → İletişim Formu); returns its id. */
export async function insertContactMessage(db: Db, b: ContactMessageBody): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: b.name, email: b.email, phone: b.phone, subject: b.subject, message: b.message })
    .returning({ id: contactMessages.id });
  return row?.id ?? 0;
}
