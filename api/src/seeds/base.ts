import { randomInt } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { slugify } from '../lib/slug.ts';
import { contactMessages } from '../db/schema/contact.ts';
import { districts, towns } from '../db/schema/regions.ts';
import { reservations } from '../db/schema/reservations.ts';
import { settings } from '../db/schema/settings.ts';
import { users } from '../db/schema/users.ts';
import { villas, villaTypes } from '../db/schema/villas.ts';
import type { Db, Tx } from '../db/types.ts';
import { insertVillaBlockTx } from '../modules/villa-blocks/repository.ts';

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string | undefined;
  ownerPassword?: string | undefined;
}

export interface SeedResult {
  admin: { email: string; password: string };
  owner: { email: string; password: string };
  villas: number;
  reservations: number;
}

export const OWNER_EMAIL = 'owner@likyavilla.com.tr';

/** 14 characters without look-alikes (0/O, 1/l/I). */
function randomPassword(length = 14): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

const SETTINGS: { key: string; value: string; group: string }[] = [
  { group: 'site', key: 'brand_name', value: 'Likya Villa' },
  { group: 'site', key: 'site_title', value: 'Likya Villa | Fethiye, Kaş ve Kalkan’da Kiralık Villalar' },
  {
    group: 'site',
    key: 'seo_description',
    value:
      'Fethiye, Kaş, Kalkan ve Bodrum’da havuzlu, muhafazakar ve balayı villaları; güvenli ödeme ve TÜRSAB güvencesiyle.',
  },
  { group: 'site', key: 'tursab_number', value: '17704' },
  { group: 'site', key: 'agency_tax_number', value: '6080512345' },
  { group: 'site', key: 'arrival_info_days', value: '3' },
  { group: 'site', key: 'tursab_link', value: 'https://www.tursab.org.tr/tr/ddsv' },
  {
    group: 'footer',
    key: 'site_footer_text',
    value: 'Likya Villa, TÜRSAB üyesi bir seyahat acentasıdır. Belge No: 17704',
  },
  { group: 'contact', key: 'site_phone', value: '+90 532 555 12 34' },
  { group: 'contact', key: 'site_email', value: 'info@likyavilla.com.tr' },
  {
    group: 'contact',
    key: 'site_address',
    value: 'Cumhuriyet Mah. Atatürk Cad. No: 12, 48300 Fethiye / Muğla',
  },
  { group: 'contact', key: 'site_location_link', value: 'https://maps.google.com/?q=Fethiye+Mu%C4%9Fla' },
  { group: 'contact', key: 'site_whatsapp', value: '905325551234' },
  { group: 'social', key: 'facebook_link', value: 'https://www.facebook.com/likyavilla' },
  { group: 'social', key: 'instagram_link', value: 'https://www.instagram.com/likyavilla' },
  { group: 'social', key: 'twitter_link', value: 'https://x.com/likyavilla' },
  { group: 'social', key: 'youtube_link', value: 'https://www.youtube.com/@likyavilla' },
  { group: 'exchange', key: 'dollar_exchange_rate', value: '41.95' },
  { group: 'exchange', key: 'euro_exchange_rate', value: '48.70' },
  { group: 'exchange', key: 'sterling_exchange_rate', value: '55.80' },
];

const TOWNS: { name: string; popular: boolean; districts: string[] }[] = [
  { name: 'Fethiye', popular: true, districts: ['Ölüdeniz', 'Ovacık', 'Hisarönü', 'Çalış'] },
  { name: 'Kaş', popular: true, districts: ['Kaş Merkez', 'Çukurbağ', 'Kaş Kalkan Yolu', 'Gökseki'] },
  { name: 'Kalkan', popular: true, districts: ['Kalkan Merkez', 'Kışla', 'Kalamar', 'Ortaalan'] },
  { name: 'Bodrum', popular: false, districts: ['Yalıkavak', 'Gümüşlük', 'Türkbükü', 'Bitez'] },
  { name: 'Göcek', popular: false, districts: ['Göcek Merkez', 'İnlice'] },
  { name: 'Kemer', popular: false, districts: ['Çamyuva', 'Tekirova', 'Beldibi'] },
  { name: 'Marmaris', popular: false, districts: ['İçmeler', 'Turunç', 'Armutalan'] },
];

const VILLA_TYPES = [
  'Muhafazakar Villa',
  'Balayı Villası',
  'Havuzlu Villa',
  'Lüks Villa',
  'Deniz Manzaralı Villa',
  'Jakuzili Villa',
  'Ekonomik Villa',
  'Çocuk Havuzlu Villa',
  'Doğa İçinde Villa',
];

const VILLAS: {
  name: string;
  town: string;
  district: string;
  type: string;
  owned: boolean;
  capacity: number;
  bedrooms: number;
}[] = [
  {
    name: 'Villa Mavi Koy',
    town: 'Fethiye',
    district: 'Ölüdeniz',
    type: 'Havuzlu Villa',
    owned: true,
    capacity: 6,
    bedrooms: 3,
  },
  {
    name: 'Villa Zeytin',
    town: 'Kaş',
    district: 'Çukurbağ',
    type: 'Deniz Manzaralı Villa',
    owned: true,
    capacity: 4,
    bedrooms: 2,
  },
  {
    name: 'Villa Likya Taşı',
    town: 'Kalkan',
    district: 'Kışla',
    type: 'Lüks Villa',
    owned: false,
    capacity: 8,
    bedrooms: 4,
  },
  {
    name: 'Villa Begonvil',
    town: 'Fethiye',
    district: 'Ovacık',
    type: 'Muhafazakar Villa',
    owned: false,
    capacity: 6,
    bedrooms: 3,
  },
  {
    name: 'Villa Çam Yuvası',
    town: 'Göcek',
    district: 'İnlice',
    type: 'Doğa İçinde Villa',
    owned: false,
    capacity: 4,
    bedrooms: 2,
  },
  {
    name: 'Villa Gün Batımı',
    town: 'Bodrum',
    district: 'Gümüşlük',
    type: 'Balayı Villası',
    owned: false,
    capacity: 2,
    bedrooms: 1,
  },
];

/** A date `days` from today, as YYYY-MM-DD. */
function inDays(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Demo and bootstrap data for an empty database, in one transaction. */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const adminPassword = opts.adminPassword ?? randomPassword();
  const ownerPassword = opts.ownerPassword ?? randomPassword();
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(ownerPassword),
  ]);

  return db.transaction(async (tx: Tx) => {
    const [, owner] = await tx
      .insert(users)
      .values([
        {
          email: opts.adminEmail,
          passwordHash: adminHash,
          role: 'ADMIN',
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          phone: '+90 532 555 12 34',
        },
        {
          email: OWNER_EMAIL,
          passwordHash: ownerHash,
          role: 'OWNER',
          firstName: 'Mehmet',
          lastName: 'Öztürk',
          phone: '+90 533 444 56 78',
        },
      ])
      .returning({ id: users.id });
    if (!owner) throw new Error('seed: owner not created');

    await tx.insert(settings).values(SETTINGS).onConflictDoNothing();

    const townIds = new Map<string, number>();
    const districtIds = new Map<string, number>();
    for (const [i, t] of TOWNS.entries()) {
      const [town] = await tx
        .insert(towns)
        .values({ name: t.name, slug: slugify(t.name), isPopular: t.popular, sortOrder: i + 1 })
        .returning({ id: towns.id });
      if (!town) throw new Error('seed: town not created');
      townIds.set(t.name, town.id);
      const rows = await tx
        .insert(districts)
        .values(t.districts.map((name) => ({ townId: town.id, name, slug: slugify(`${t.name} ${name}`) })))
        .returning({ id: districts.id, name: districts.name });
      for (const d of rows) districtIds.set(`${t.name}/${d.name}`, d.id);
    }

    const typeRows = await tx
      .insert(villaTypes)
      .values(VILLA_TYPES.map((name, i) => ({ name, slug: slugify(name), sortOrder: i + 1 })))
      .returning({ id: villaTypes.id, name: villaTypes.name });
    const typeIds = new Map(typeRows.map((r) => [r.name, r.id]));

    const villaRows = await tx
      .insert(villas)
      .values(
        VILLAS.map((v, i) => ({
          name: v.name,
          slug: slugify(v.name),
          townId: townIds.get(v.town) ?? 0,
          districtId: districtIds.get(`${v.town}/${v.district}`) ?? null,
          villaTypeId: typeIds.get(v.type) ?? null,
          ownerId: v.owned ? owner.id : null,
          capacity: v.capacity,
          bedrooms: v.bedrooms,
          bathrooms: Math.max(1, v.bedrooms - 1),
          isPopular: i < 3,
          isVillaOfMonth: i === 0,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: villas.id });
    const villaId = (i: number) => {
      const row = villaRows[i];
      if (!row) throw new Error('seed: villa missing');
      return row.id;
    };

    const demoReservations = [
      {
        villa: 0,
        status: 'new',
        name: 'Elif Demir',
        email: 'elif.demir@example.com',
        from: 20,
        nights: 7,
        guests: 4,
        amount: '52500.00',
      },
      {
        villa: 2,
        status: 'confirmed',
        name: 'Can Aydın',
        email: 'can.aydin@example.com',
        from: 30,
        nights: 5,
        guests: 6,
        amount: '87500.00',
      },
      {
        villa: 3,
        status: 'confirmed',
        name: 'Zeynep Kaya',
        email: 'zeynep.kaya@example.com',
        from: 10,
        nights: 4,
        guests: 5,
        amount: '36000.00',
      },
      {
        villa: 5,
        status: 'cancelled',
        name: 'Burak Şahin',
        email: 'burak.sahin@example.com',
        from: 45,
        nights: 3,
        guests: 2,
        amount: '21000.00',
      },
    ];
    for (const [i, r] of demoReservations.entries()) {
      const checkIn = inDays(r.from);
      const checkOut = inDays(r.from + r.nights);
      const [row] = await tx
        .insert(reservations)
        .values({
          reservationCode: `LV${String(250001 + i)}`,
          villaId: villaId(r.villa),
          status: r.status,
          customerName: r.name,
          customerEmail: r.email,
          customerPhone: '+90 555 000 00 0' + String(i + 1),
          checkIn,
          checkOut,
          guests: r.guests,
          totalAmount: r.amount,
        })
        .returning({ id: reservations.id });
      if (!row) throw new Error('seed: reservation not created');
      if (r.status !== 'cancelled') {
        await insertVillaBlockTx(tx, {
          villaId: villaId(r.villa),
          start: checkIn,
          end: checkOut,
          kind: 'reservation',
          reservationId: row.id,
        });
      }
    }

    await (await import('./boats.ts')).seedBoats(tx);
    await (await import('./content.ts')).seedContent(tx);
    await tx.insert(contactMessages).values([
      {
        name: 'Selin Arslan',
        email: 'selin.arslan@example.com',
        phone: '+90 544 321 65 87',
        subject: 'Ağustos müsaitliği',
        message: 'Merhaba, Ağustos’un ikinci haftası 6 kişi için Kalkan’da müsait villanız var mı?',
      },
      {
        name: 'Oğuz Çelik',
        email: 'oguz.celik@example.com',
        phone: '',
        subject: 'Evcil hayvan',
        message: 'Küçük bir köpeğimiz var, evcil hayvan kabul eden villalarınız hangileri?',
      },
    ]);

    return {
      admin: { email: opts.adminEmail, password: adminPassword },
      owner: { email: OWNER_EMAIL, password: ownerPassword },
      villas: villaRows.length,
      reservations: demoReservations.length,
    };
  });
}

/** Seeds only when there are no users yet; returns what was created, or null. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedResult | null> {
  if (!(await isEmpty(db))) return null;
  return seed(db, opts);
}
