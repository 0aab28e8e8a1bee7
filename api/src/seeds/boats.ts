import { inArray } from 'drizzle-orm';
import { slugify } from '../lib/slug.ts';
import {
  boatFeatureCategories,
  boatFeatureLinks,
  boatFeatures,
  boatPrices,
  boats,
  boatTypes,
  marinas,
} from '../db/schema/boats.ts';
import { towns } from '../db/schema/regions.ts';
import type { Db, Tx } from '../db/types.ts';

const MARINAS = [
  {
    name: 'Göcek Marina',
    town: 'Göcek',
    location: 'Göcek Mah., 48310 Fethiye / Muğla',
    description: 'Göcek koylarına ve Oniki Adalar rotasına en yakın çıkış noktası.',
  },
  {
    name: 'D-Marin Turgutreis',
    town: 'Bodrum',
    location: 'Turgutreis Mah., 48960 Bodrum / Muğla',
    description: 'Bodrum yarımadasının batısında, Kos ve Karaada turlarına yakın tam donanımlı marina.',
  },
  {
    name: 'Kaş Marina',
    town: 'Kaş',
    location: 'Andifli Mah., 07580 Kaş / Antalya',
    description: 'Kekova ve Meis rotalarının başlangıcı; Likya kıyısının en güzel koylarına kısa mesafe.',
  },
  {
    name: 'Fethiye Ece Marina',
    town: 'Fethiye',
    location: 'Karagözler Mah., 48300 Fethiye / Muğla',
    description: 'Fethiye körfezinde, 12 Adalar ve Ölüdeniz turları için merkezi konum.',
  },
];

const TYPES = ['Gulet', 'Motoryat', 'Yelkenli', 'Sürat Teknesi'];

const BOATS = [
  {
    name: 'Gulet Mavi Rüya',
    marina: 'Göcek Marina',
    type: 'Gulet',
    capacity: 12,
    cabins: 5,
    length: 24,
    crew: 4,
    price: 38000,
    description:
      'Geleneksel ahşap gulet; geniş güverte, gölgelik minderler ve deneyimli kaptanıyla Göcek koylarında günlük tur.',
  },
  {
    name: 'Gulet Likya Yıldızı',
    marina: 'Kaş Marina',
    type: 'Gulet',
    capacity: 10,
    cabins: 4,
    length: 21.5,
    crew: 3,
    price: 32000,
    description: 'Kekova batık şehri ve Üçağız koyu rotasında öğle yemeği dahil günlük gulet turu.',
  },
  {
    name: 'Motoryat Ege İncisi',
    marina: 'D-Marin Turgutreis',
    type: 'Motoryat',
    capacity: 8,
    cabins: 3,
    length: 18,
    crew: 2,
    price: 45000,
    description:
      'Bodrum yarımadasında hızlı ve konforlu günlük motoryat kiralama; flybridge ve su oyuncakları.',
  },
  {
    name: 'Yelkenli Poyraz',
    marina: 'Fethiye Ece Marina',
    type: 'Yelkenli',
    capacity: 6,
    cabins: 3,
    length: 13.5,
    crew: 1,
    price: 14000,
    description: 'Kaptanlı yelkenli ile Fethiye körfezi ve Göcek adaları arasında sakin bir yelken günü.',
  },
  {
    name: 'Sürat Teknesi Dalga',
    marina: 'Göcek Marina',
    type: 'Sürat Teknesi',
    capacity: 5,
    cabins: 0,
    length: 8.5,
    crew: 1,
    price: 9500,
    description: 'Kısa sürede çok koy: Göcek’in gizli koylarına hızlı ulaşım ve şnorkel molaları.',
  },
  {
    name: 'Motoryat Kalkan Rüzgarı',
    marina: 'Kaş Marina',
    type: 'Motoryat',
    capacity: 7,
    cabins: 2,
    length: 15,
    crew: 2,
    price: 27500,
    description: 'Kaş ve Kalkan arasındaki koylarda yüzme molalı, özel günlük motoryat turu.',
  },
];

const FEATURES: { category: string; names: string[] }[] = [
  { category: 'Konfor', names: ['Klima', 'Güneşlenme minderleri', 'Sıcak su duşu', 'Buzdolabı'] },
  { category: 'Eğlence', names: ['Şnorkel ekipmanı', 'SUP (ayakta kürek)', 'Müzik sistemi'] },
  { category: 'Güvenlik', names: ['Can yelekleri', 'İlk yardım seti', 'Deneyimli kaptan'] },
];

/** A date `days` from today, as YYYY-MM-DD. */
function inDays(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Demo marinas, boat types and six boats with a year of daily prices (no images). */
export async function seedBoats(db: Db | Tx): Promise<{ boats: number }> {
  const townRows = await db
    .select({ id: towns.id, name: towns.name })
    .from(towns)
    .where(inArray(towns.name, [...new Set(MARINAS.map((m) => m.town))]));
  const fallbackTown = townRows[0]?.id ?? (await db.select({ id: towns.id }).from(towns).limit(1))[0]?.id;
  if (fallbackTown === undefined) throw new Error('seedBoats: no towns to put marinas in');
  const townId = (name: string) => townRows.find((t) => t.name === name)?.id ?? fallbackTown;

  const marinaRows = await db
    .insert(marinas)
    .values(
      MARINAS.map((m) => ({
        name: m.name,
        townId: townId(m.town),
        location: m.location,
        description: m.description,
      })),
    )
    .returning({ id: marinas.id, name: marinas.name });
  const typeRows = await db
    .insert(boatTypes)
    .values(TYPES.map((name, i) => ({ name, slug: slugify(name), sortOrder: i + 1 })))
    .returning({ id: boatTypes.id, name: boatTypes.name });
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`seedBoats: ${name} missing`);
    return row.id;
  };

  const boatRows = await db
    .insert(boats)
    .values(
      BOATS.map((b, i) => ({
        name: b.name,
        slug: slugify(b.name),
        marinaId: idOf(marinaRows, b.marina),
        boatTypeId: idOf(typeRows, b.type),
        capacity: b.capacity,
        cabins: b.cabins,
        length: b.length.toFixed(1),
        crew: b.crew,
        description: b.description,
        sortOrder: i + 1,
      })),
    )
    .returning({ id: boats.id, name: boats.name });

  // Low season from today, high season (+40%) for the next 90 days after it, then low again.
  await db.insert(boatPrices).values(
    BOATS.flatMap((b) => {
      const boatId = idOf(boatRows, b.name);
      return [
        { boatId, startDate: inDays(0), endDate: inDays(59), dailyPrice: b.price.toFixed(2), currency: 'TL' },
        {
          boatId,
          startDate: inDays(60),
          endDate: inDays(149),
          dailyPrice: Math.round(b.price * 1.4).toFixed(2),
          currency: 'TL',
        },
        {
          boatId,
          startDate: inDays(150),
          endDate: inDays(365),
          dailyPrice: b.price.toFixed(2),
          currency: 'TL',
        },
      ];
    }),
  );
  // Every boat gets the safety and a few comfort and fun features.
  const featureRows: { id: number; name: string }[] = [];
  for (const [i, f] of FEATURES.entries()) {
    const [category] = await db
      .insert(boatFeatureCategories)
      .values({ name: f.category, sortOrder: i + 1 })
      .returning({ id: boatFeatureCategories.id });
    if (!category) throw new Error('seedBoats: category not created');
    featureRows.push(
      ...(await db
        .insert(boatFeatures)
        .values(f.names.map((name, j) => ({ categoryId: category.id, name, sortOrder: j + 1 })))
        .returning({ id: boatFeatures.id, name: boatFeatures.name })),
    );
  }
  await db
    .insert(boatFeatureLinks)
    .values(
      boatRows.flatMap((b, i) =>
        featureRows.filter((_f, j) => (j + i) % 3 !== 0).map((f) => ({ boatId: b.id, featureId: f.id })),
      ),
    );
  return { boats: boatRows.length };
}
