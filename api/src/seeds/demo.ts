import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageUrl, storeImage } from '../lib/images.ts';
import { mulberry32 } from '../lib/rng.ts';
import type { FileStore } from '../lib/storage.ts';
import { slugify } from '../lib/slug.ts';
import { addDays, todayInTurkey } from '../modules/pricing/dates.ts';
import { districts, towns } from '../db/schema/regions.ts';
import { reservations, villaBlocks } from '../db/schema/reservations.ts';
import { comments, showcases, showcaseVillas } from '../db/schema/villa-content.ts';
import {
  featureCategories,
  features,
  villaFeatures,
  villaImages,
  villaPrices,
  villas,
  villaTypes,
} from '../db/schema/villas.ts';
import type { Db } from '../db/types.ts';
import { seedBlogCovers, seedBoatPhotos } from './demo-media.ts';
import { rowsOf } from '../modules/search/cards.ts';

/**
 * The storefront's demo catalogue, added on the first start (server.ts) on top of the
 * minimal seed: ~66 villas with photos, price periods, features, comments, bookings and
 * showcases. Photos are a dozen rendered scenes, encoded once and copied under each
 * villa's own keys, so the first start stays fast.
 */

const NAMES = [
  'Ada',
  'Akasya',
  'Alya',
  'Asmalı Konak',
  'Bade',
  'Begonya',
  'Beyaz İnci',
  'Bulut',
  'Defne',
  'Deniz Yıldızı',
  'Dilek',
  'Ege Rüzgarı',
  'Elif',
  'Erguvan',
  'Fesleğen',
  'Gökçe',
  'Gül Bahçe',
  'Hanımeli',
  'Ilgın',
  'İncir',
  'Kumsal',
  'Lavanta',
  'Leylak',
  'Limon Ağacı',
  'Lotus',
  'Manolya',
  'Mercan',
  'Meltem',
  'Nar',
  'Nergis',
  'Olimpos',
  'Orkide',
  'Palmiye',
  'Papatya',
  'Pelin',
  'Poyraz',
  'Rüya',
  'Safir',
  'Sedir',
  'Selvi',
  'Su Perisi',
  'Sümbül',
  'Şelale',
  'Tarçın',
  'Teras',
  'Turkuaz',
  'Umut',
  'Vadi',
  'Yakamoz',
  'Yasemin',
  'Yelken',
  'Yıldız',
  'Zambak',
  'Zümrüt',
  'Ay Işığı',
  'Badem',
  'Çınar',
  'Dalyan',
  'Gelincik',
  'Kekik',
];

const SUMMARIES = [
  'Özel havuzlu, doğayla iç içe, ailece huzurlu bir tatil için tasarlanmış modern villa.',
  'Körfeze bakan geniş terası ve sonsuzluk havuzuyla gün batımını izleyebileceğiniz villa.',
  'Dışarıdan görünmeyen korunaklı havuzu ile muhafazakâr ailelere uygun villa.',
  'Balayı çiftleri için jakuzili, romantik ve sessiz bir konumda butik villa.',
  'Plaja yürüme mesafesinde, çocuklu aileler için çocuk havuzlu geniş villa.',
  'Taş mimarisi ve zeytin ağaçları arasındaki bahçesiyle otantik bir Likya evi.',
];

const PARAGRAPHS = [
  'Villamız, {town} bölgesinin en sakin köşelerinden birinde, {district} içinde yer alır. Geniş bahçesi, özel havuzu ve gölgelikli oturma alanlarıyla gün boyu keyifli vakit geçirebilirsiniz.',
  'Açık plan salon ve tam donanımlı Amerikan mutfak bahçeye açılır. Yatak odalarının tamamı klimalıdır; ana yatak odasında ebeveyn banyosu bulunur.',
  'Market, restoran ve plajlar araçla birkaç dakika uzaklıktadır. Havalimanı transferi ve araç kiralama için ekibimiz size yardımcı olur.',
  'Villa, Kültür ve Turizm Bakanlığı izin belgesine sahiptir. Konaklamanız boyunca havuz bakımı ve bahçe temizliği düzenli olarak yapılır.',
];

const FEATURE_SET: Array<{ category: string; items: Array<[string, boolean]> }> = [
  {
    category: 'Havuz ve Dış Alan',
    items: [
      ['Özel Havuz', true],
      ['Korunaklı Havuz', true],
      ['Çocuk Havuzu', true],
      ['Jakuzi', true],
      ['Bahçe', false],
      ['Barbekü', false],
      ['Şezlong', false],
    ],
  },
  {
    category: 'Konum ve Manzara',
    items: [
      ['Deniz Manzarası', true],
      ['Doğa Manzarası', false],
      ['Denize Yakın', true],
      ['Merkeze Yakın', false],
    ],
  },
  {
    category: 'İç Mekân',
    items: [
      ['Klima', false],
      ['Kablosuz İnternet', true],
      ['Şömine', false],
      ['Bulaşık Makinesi', false],
      ['Çamaşır Makinesi', false],
      ['Uydu TV', false],
    ],
  },
  {
    category: 'Genel',
    items: [
      ['Otopark', false],
      ['Evcil Hayvan Kabul', true],
      ['Engelli Erişimi', false],
    ],
  },
];

const COMMENT_AUTHORS = [
  'Ayşe K.',
  'Mehmet Y.',
  'Elif Ş.',
  'Ahmet D.',
  'Zeynep A.',
  'Murat Ç.',
  'Fatma Ö.',
  'Emre T.',
  'Deniz B.',
  'Selin G.',
  'Hakan U.',
  'Gizem İ.',
  'Kerem S.',
  'Ece N.',
  'Burcu E.',
  'Onur P.',
];
const COMMENT_BODIES = [
  'Villa fotoğraflardakinden bile güzeldi. Havuz tertemizdi, ev sahibi çok ilgiliydi. Kesinlikle tekrar geleceğiz.',
  'Çocuklarla harika bir hafta geçirdik. Çocuk havuzu ve bahçe çok işimize yaradı. Teşekkürler Likya Villa!',
  'Manzara muhteşem, gün batımı terastan izlenmeye doyulmuyor. Mutfak eksiksizdi.',
  'Rezervasyondan girişe kadar her adımda bilgilendirildik. Transfer de çok düzenliydi.',
  'Korunaklı havuz sayesinde çok rahat ettik. Muhafazakâr aileler için birebir.',
  'Balayımız için seçtik, jakuzi ve sessizlik tam aradığımız gibiydi.',
  'Konumu çok iyi, plaja ve markete yakın. Yalnızca internet biraz yavaştı, onun dışında her şey kusursuzdu.',
  'İkinci kez kaldık, yine çok memnun kaldık. Temizlik ve karşılama mükemmel.',
];
const AGENCY_COMMENTS = [
  'Likya Villa ekibi her sorumuza anında dönüş yaptı. Ödeme ve sözleşme süreci çok şeffaftı.',
  'Üç yıldır tatilimizi buradan planlıyoruz, hiç sorun yaşamadık. Güvenilir bir acente.',
  'Son dakika rezervasyonumuzda bile bize uygun villayı buldular. Çok teşekkürler.',
  'Telefonla aradığımızda bile çok ilgiliydiler; villa tam anlatıldığı gibiydi.',
];

// ---------------------------------------------------------------- photos

type SceneKind = 'pool' | 'sea' | 'terrace' | 'bedroom' | 'living' | 'garden';

/** A photo-like 1600×1000 SVG scene: gradients and shapes, no text. */
function sceneSvg(kind: SceneKind, variant: number): string {
  const sky = variant % 2 ? ['#f6b26b', '#fde3b0'] : ['#5fb3e4', '#d6eefc'];
  const sea = variant % 2 ? ['#1a6c8f', '#0b3a57'] : ['#1fa2c7', '#0b5e86'];
  const wall = ['#f7f1e6', '#efe6d6', '#fbfaf7'][variant % 3];
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient>
<linearGradient id="pool" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6fe0f0"/><stop offset="1" stop-color="#1b9fc4"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a47148"/><stop offset="1" stop-color="#7b4f2c"/></linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8dc"/><stop offset="1" stop-color="#fff8dc" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
</defs>`;
  const hills = `<path d="M0 430 Q260 300 520 400 T1040 380 T1600 360 V520 H0Z" fill="#4f7d5a"/><path d="M0 470 Q300 380 640 450 T1280 430 T1600 440 V540 H0Z" fill="#3d6847"/>`;
  const cypress = (x: number, y: number, h: number) =>
    `<ellipse cx="${x}" cy="${y - h / 2}" rx="${h / 9}" ry="${h / 2}" fill="#2e5a3a"/>`;
  const palm = (x: number, y: number) =>
    `<rect x="${x - 6}" y="${y - 220}" width="12" height="220" fill="#7a5a3a"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="${y - 220}" rx="90" ry="16" fill="#3f7f4a" transform="rotate(${a} ${x} ${y - 220})"/>`,
      )
      .join('');
  let body = '';
  switch (kind) {
    case 'pool':
      body = `<rect width="1600" height="520" fill="url(#sky)"/><circle cx="${1200 - variant * 60}" cy="170" r="140" fill="url(#sun)"/>${hills}
<rect y="500" width="1600" height="500" fill="#e8dcc6"/>
<rect x="260" y="250" width="620" height="290" fill="${wall}"/><rect x="260" y="230" width="640" height="30" fill="#c96f4a"/>
<rect x="320" y="320" width="110" height="150" fill="#3c6e8f" opacity="0.85"/><rect x="480" y="320" width="110" height="150" fill="#3c6e8f" opacity="0.85"/><rect x="640" y="320" width="180" height="220" fill="#2f5a75" opacity="0.9"/>
<path d="M120 640 L1480 640 L1560 960 L40 960Z" fill="url(#pool)"/><path d="M180 700 Q500 680 800 720 T1400 700" stroke="#bff4fb" stroke-width="6" fill="none" opacity="0.7"/>
<path d="M160 800 Q520 770 900 810 T1500 790" stroke="#bff4fb" stroke-width="5" fill="none" opacity="0.5"/>
<rect x="1000" y="560" width="180" height="24" rx="10" fill="#fff"/><rect x="1220" y="560" width="180" height="24" rx="10" fill="#fff"/>
${cypress(1050, 520, 300)}${cypress(1120, 520, 240)}${palm(180, 640)}`;
      break;
    case 'sea':
      body = `<rect width="1600" height="470" fill="url(#sky)"/><circle cx="${400 + variant * 80}" cy="200" r="160" fill="url(#sun)"/>
<rect y="460" width="1600" height="300" fill="url(#sea)"/><path d="M0 470 Q300 430 560 470 T1100 455 T1600 470 V480 H0Z" fill="#6d8f73"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${i * 280} ${560 + (i % 3) * 40} q60 -10 120 0" stroke="#cdeef7" stroke-width="4" fill="none" opacity="0.6"/>`).join('')}
<path d="M1100 560 l60 -90 l10 90z" fill="#fff"/><rect x="1090" y="560" width="110" height="14" rx="6" fill="#fff"/>
<rect y="740" width="1600" height="260" fill="url(#wood)"/><rect y="720" width="1600" height="24" fill="#f2ede4"/>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 210}" y="620" width="14" height="110" fill="#f2ede4"/>`).join('')}
<rect x="120" y="780" width="300" height="110" rx="18" fill="#f7f3ea"/><rect x="460" y="800" width="160" height="80" rx="12" fill="#d9c9a8"/>`;
      break;
    case 'terrace':
      body = `<rect width="1600" height="600" fill="url(#sky)"/>${hills}<rect y="520" width="1600" height="120" fill="url(#sea)"/>
<rect y="600" width="1600" height="400" fill="#d8c7a6"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 180}" y="600" width="4" height="400" fill="#c4b08b"/>`).join('')}
<rect x="0" y="0" width="1600" height="70" fill="#8a6b48"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 140}" y="0" width="30" height="120" fill="#75583a"/>`).join('')}
<path d="M0 70 Q200 160 420 90 T900 110 T1600 80 V40 H0Z" fill="#5a8f4e" opacity="0.85"/>
<ellipse cx="800" cy="820" rx="300" ry="60" fill="#f4f0e8"/><rect x="780" y="820" width="40" height="120" fill="#a88d6a"/>
${[520, 1080].map((x) => `<rect x="${x - 60}" y="740" width="120" height="140" rx="20" fill="#f4f0e8"/>`).join('')}
<circle cx="300" cy="880" r="70" fill="#b35a3c"/><path d="M300 760 q-60 -80 0 -120 q60 40 0 120" fill="#4f8a45"/>`;
      break;
    case 'bedroom':
      body = `<rect width="1600" height="1000" fill="${wall}"/><rect y="760" width="1600" height="240" fill="#c9b08a"/>
<rect x="980" y="160" width="460" height="440" fill="url(#sky)"/><rect x="980" y="440" width="460" height="160" fill="url(#sea)"/><rect x="970" y="150" width="480" height="460" fill="none" stroke="#fff" stroke-width="20"/><rect x="1200" y="150" width="16" height="460" fill="#fff"/>
<rect x="200" y="520" width="680" height="260" rx="20" fill="#f9f7f2"/><rect x="180" y="420" width="720" height="130" rx="24" fill="#8b6a4a"/>
<rect x="240" y="470" width="240" height="90" rx="30" fill="#fff"/><rect x="600" y="470" width="240" height="90" rx="30" fill="#fff"/>
<rect x="200" y="620" width="680" height="160" fill="#5b9bb5" opacity="0.85"/><rect x="60" y="600" width="110" height="160" fill="#a88d6a"/><ellipse cx="115" cy="560" rx="50" ry="40" fill="#f3d9a8"/>
<rect x="0" y="740" width="1600" height="20" fill="#b39b76" opacity="0.6"/><rect width="1600" height="1000" fill="url(#shade)"/>`;
      break;
    case 'living':
      body = `<rect width="1600" height="1000" fill="${wall}"/><rect y="780" width="1600" height="220" fill="#bfa684"/>
<rect x="120" y="140" width="560" height="520" fill="url(#sky)"/><rect x="120" y="430" width="560" height="230" fill="url(#pool)"/><rect x="110" y="130" width="580" height="540" fill="none" stroke="#2f2f2f" stroke-width="14"/>
<rect x="820" y="560" width="640" height="200" rx="30" fill="#e6ded0"/><rect x="820" y="500" width="640" height="110" rx="30" fill="#d8cdbb"/>
<rect x="860" y="520" width="150" height="90" rx="20" fill="#2f6f8f"/><rect x="1270" y="520" width="150" height="90" rx="20" fill="#c98a4a"/>
<rect x="920" y="800" width="440" height="30" rx="12" fill="#7b5b3b"/><rect x="960" y="830" width="20" height="80" fill="#7b5b3b"/><rect x="1300" y="830" width="20" height="80" fill="#7b5b3b"/>
<circle cx="1480" cy="300" r="60" fill="#f6e7c1"/><rect x="1476" y="360" width="8" height="400" fill="#555"/>
<ellipse cx="760" cy="900" rx="320" ry="50" fill="#9c7d5b" opacity="0.5"/><rect width="1600" height="1000" fill="url(#shade)"/>`;
      break;
    case 'garden':
      body = `<rect width="1600" height="560" fill="url(#sky)"/>${hills}<rect y="540" width="1600" height="460" fill="#6d9c4f"/>
<path d="M640 1000 L760 560 L840 560 L960 1000Z" fill="#d9c9a6"/>
${[150, 330, 1250, 1430].map((x) => cypress(x, 700, 380)).join('')}
${Array.from({ length: 14 }, (_, i) => `<circle cx="${80 + i * 110}" cy="${930 - (i % 3) * 20}" r="${34 + (i % 4) * 6}" fill="${['#d9537a', '#f2b134', '#e8e2f7', '#c74f8f'][i % 4]}"/>`).join('')}
<rect x="1040" y="380" width="380" height="220" fill="${wall}"/><rect x="1030" y="360" width="400" height="26" fill="#c96f4a"/><rect x="1180" y="470" width="80" height="130" fill="#6b4a2e"/>
${palm(520, 620)}`;
      break;
  }
  return `${head}${body}</svg>`;
}

const SCENES: Array<[SceneKind, number, string]> = [
  ['pool', 0, 'Özel havuz ve villa'],
  ['sea', 0, 'Deniz manzaralı teras'],
  ['living', 0, 'Havuza bakan salon'],
  ['bedroom', 0, 'Deniz manzaralı yatak odası'],
  ['terrace', 0, 'Gölgelikli teras'],
  ['garden', 0, 'Bahçe'],
  ['pool', 1, 'Gün batımında havuz'],
  ['sea', 1, 'Gün batımı manzarası'],
  ['bedroom', 1, 'Ana yatak odası'],
  ['living', 1, 'Oturma alanı'],
  ['terrace', 1, 'Akşam yemeği terası'],
  ['garden', 2, 'Zeytin ağaçlı bahçe'],
];

interface SceneFiles {
  /** Where the scene itself is stored (each villa gets copies of its own). */
  fileKey: string;
  sizes: Map<number, Buffer>;
  width: number;
  height: number;
  alt: string;
}

async function renderScenes(storage: FileStore): Promise<SceneFiles[]> {
  return Promise.all(
    SCENES.map(async ([kind, variant, alt]) => {
      const jpeg = await sharp(Buffer.from(sceneSvg(kind, variant)))
        .jpeg({ quality: 85 })
        .toBuffer();
      const stored = await storeImage(storage, 'villas', jpeg);
      const sizes = new Map<number, Buffer>();
      for (const w of IMAGE_WIDTHS) {
        const data = await storage.get(`${stored.fileKey}-${w}.webp`);
        if (data) sizes.set(w, data);
      }
      return { fileKey: stored.fileKey, sizes, width: stored.width, height: stored.height, alt };
    }),
  );
}

// ---------------------------------------------------------------- catalogue

function seasonPeriods(year: number, base: number, currency: string) {
  const d = (m: number, day: number) =>
    `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const r = (n: number) => Math.round(n / 50) * 50;
  return [
    { startDate: d(1, 1), endDate: d(4, 30), nightlyPrice: r(base * 0.55), minStay: 3 },
    { startDate: d(5, 1), endDate: d(6, 14), nightlyPrice: r(base * 0.8), minStay: 3 },
    { startDate: d(6, 15), endDate: d(8, 31), nightlyPrice: r(base * 1.25), minStay: 5 },
    { startDate: d(9, 1), endDate: d(10, 31), nightlyPrice: r(base * 0.8), minStay: 3 },
    { startDate: d(11, 1), endDate: d(12, 31), nightlyPrice: r(base * 0.5), minStay: 2 },
  ].map((p) => ({ ...p, currency, nightlyPrice: p.nightlyPrice.toFixed(2) }));
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface DemoResult {
  villas: number;
  photos: number;
  reservations: number;
}

/** Adds the demo catalogue when there are fewer than 20 villas (first start after seed()). */
export async function seedDemoCatalog(db: Db, storage: FileStore): Promise<DemoResult | null> {
  const [existing] = await db.select({ n: count() }).from(villas);
  if ((existing?.n ?? 0) >= 20) return null;
  const scenes = await renderScenes(storage);
  // A deterministic generator: the same catalogue on every first start.
  const random = mulberry32(20260601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = todayInTurkey();
  const year = Number(today.slice(0, 4));

  const photoPlans: Array<{ key: string; scene: SceneFiles; order: number; villaIndex: number }> = [];

  const result = await db.transaction(async (tx) => {
    const townRows = await tx.select().from(towns);
    const districtRows = await tx.select().from(districts);
    const typeRows = await tx.select().from(villaTypes);
    const ownerRow = await tx.execute(sql`select id from users where role = 'OWNER' limit 1`);
    const ownerId = rowsOf<{ id: number }>(ownerRow)[0]?.id ?? null;

    const existingVillas = await tx.select({ id: villas.id, slug: villas.slug }).from(villas);
    const takenSlugs = new Set(existingVillas.map((v) => v.slug));
    const newVillas: Array<typeof villas.$inferInsert> = [];
    for (const [i, name] of NAMES.entries()) {
      const town = townRows[i % townRows.length];
      if (!town) break;
      const townDistricts = districtRows.filter((d) => d.townId === town.id);
      const district = townDistricts.length ? pick(townDistricts) : null;
      const type = typeRows.length ? pick(typeRows) : null;
      const bedrooms = 1 + Math.floor(random() * 5);
      const fullName = `Villa ${name}`;
      let slug = slugify(fullName);
      if (takenSlugs.has(slug)) slug = `${slug}-${slugify(town.name)}`;
      takenSlugs.add(slug);
      const lat = 36.2 + random() * 0.9;
      const lng = 27.4 + random() * 2.6;
      newVillas.push({
        name: fullName,
        slug,
        townId: town.id,
        districtId: district?.id ?? null,
        villaTypeId: type?.id ?? null,
        ownerId: i % 9 === 0 ? ownerId : null,
        capacity: Math.min(16, bedrooms * 2 + (random() < 0.4 ? 2 : 0)),
        bedrooms,
        bathrooms: Math.max(1, bedrooms - (random() < 0.5 ? 1 : 0)),
        summary: pick(SUMMARIES),
        description: PARAGRAPHS.map((p) =>
          p.replace('{town}', town.name).replace('{district}', district?.name ?? town.name),
        ).join('\n\n'),
        address: `${district?.name ?? town.name}, ${town.name} / ${town.name === 'Bodrum' || town.name === 'Marmaris' ? 'Muğla' : town.name === 'Kemer' || town.name === 'Kaş' || town.name === 'Kalkan' ? 'Antalya' : 'Muğla'}`,
        latitude: lat.toFixed(6),
        longitude: lng.toFixed(6),
        licenseNumber: `07-${1000 + i * 37}`,
        deposit: String(2500 + Math.floor(random() * 6) * 500),
        cleaningFee: String(1000 + Math.floor(random() * 5) * 250),
        prepaymentRate: pick([25, 30, 30, 40, 50]),
        isPopular: i % 6 === 1,
        isVillaOfMonth: false,
        sortOrder: 10 + i,
      });
    }
    await tx.insert(villas).values(newVillas);

    // Old (base seed) villas get the same richness as the new ones.
    await tx
      .update(villas)
      .set({
        summary: SUMMARIES[0] ?? '',
        description: PARAGRAPHS.map((p) => p.replace('{town}', 'Likya').replace('{district}', 'koy')).join(
          '\n\n',
        ),
        cleaningFee: '1500',
        deposit: '3000',
        latitude: '36.620000',
        longitude: '29.120000',
      })
      .where(eq(villas.summary, ''));

    const all = await tx
      .select({
        id: villas.id,
        name: villas.name,
        capacity: villas.capacity,
        villaTypeId: villas.villaTypeId,
      })
      .from(villas)
      .orderBy(villas.id);

    // Features.
    const featureIds: Array<{ id: number; name: string }> = [];
    for (const [ci, cat] of FEATURE_SET.entries()) {
      const [c] = await tx
        .insert(featureCategories)
        .values({ name: cat.category, sortOrder: ci + 1 })
        .returning({ id: featureCategories.id });
      if (!c) throw new Error('demo: category not created');
      const rows = await tx
        .insert(features)
        .values(
          cat.items.map(([name, filterable], i) => ({
            categoryId: c.id,
            name,
            filterable,
            sortOrder: i + 1,
          })),
        )
        .returning({ id: features.id, name: features.name });
      featureIds.push(...rows);
    }
    const vf: Array<{ villaId: number; featureId: number }> = [];
    for (const v of all) {
      for (const f of featureIds) {
        const always = ['Özel Havuz', 'Klima', 'Kablosuz İnternet', 'Otopark'].includes(f.name);
        if (always || random() < 0.45) vf.push({ villaId: v.id, featureId: f.id });
      }
    }
    await tx.insert(villaFeatures).values(vf).onConflictDoNothing();

    // Prices: this year and next, TL mostly, some in euro.
    const prices: Array<typeof villaPrices.$inferInsert> = [];
    for (const v of all) {
      const euro = v.id % 7 === 0;
      const baseTl = 2500 + v.capacity * 700 + Math.floor(random() * 8) * 400;
      const base = euro ? Math.round(baseTl / 48.7) : baseTl;
      for (const y of [year, year + 1]) {
        for (const p of seasonPeriods(y, base, euro ? 'EURO' : 'TL')) prices.push({ villaId: v.id, ...p });
      }
    }
    await tx.insert(villaPrices).values(prices);

    // Photos: 5–7 per villa, rotating through the scenes.
    const images: Array<typeof villaImages.$inferInsert> = [];
    for (const [vi, v] of all.entries()) {
      const n = 5 + (vi % 3);
      for (let k = 0; k < n; k++) {
        const scene = scenes[(vi * 5 + k) % scenes.length];
        if (!scene) continue;
        const key = `villas/${randomBytes(12).toString('hex')}`;
        photoPlans.push({ key, scene, order: k, villaIndex: vi });
        images.push({
          villaId: v.id,
          fileKey: key,
          width: scene.width,
          height: scene.height,
          alt: `${v.name} – ${scene.alt}`,
          sortOrder: k,
        });
      }
    }
    await tx.insert(villaImages).values(images);

    // Bookings: confirmed stays and closings in the coming weeks, leaving short gaps between them.
    let reservationCount = 0;
    const blockRows: Array<{
      villaId: number;
      start: string;
      end: string;
      kind: string;
      reservationId: number | null;
    }> = [];
    const resRows: Array<typeof reservations.$inferInsert> = [];
    const existingBlocks = await tx.execute(sql`select distinct villa_id from villa_blocks`);
    const hasBlocks = new Set(rowsOf<{ villa_id: number }>(existingBlocks).map((r) => Number(r.villa_id)));
    for (const [vi, v] of all.entries()) {
      if (hasBlocks.has(v.id)) continue;
      let cursor = 3 + ((vi * 7) % 40);
      for (let k = 0; k < 4; k++) {
        const nights = 5 + Math.floor(random() * 5);
        const start = addDays(today, cursor);
        const end = addDays(start, nights);
        if (k === 2 && vi % 4 === 0) {
          blockRows.push({ villaId: v.id, start, end, kind: 'closed', reservationId: null });
        } else {
          const code = `LV${Array.from({ length: 7 }, () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)]).join('')}`;
          resRows.push({
            reservationCode: code,
            villaId: v.id,
            status: 'confirmed',
            customerName: pick(COMMENT_AUTHORS).replace(/ .\.$/, ' Yılmaz'),
            customerEmail: `misafir${vi}${k}@example.com`,
            customerPhone: '+90 555 111 22 33',
            checkIn: start,
            checkOut: end,
            guests: Math.min(v.capacity, 2 + (k % 3)),
            nights,
            // No cleaning fee or extras: the stay's accommodation amount is its total (revenue in reports).
            accommodationAmount: String(nights * 6000),
            totalAmount: String(nights * 6000),
            prepaymentAmount: String(nights * 1800),
            paidAmount: String(nights * 1800),
            source: 'web',
          });
          blockRows.push({ villaId: v.id, start, end, kind: 'reservation', reservationId: -1 });
        }
        // Gaps of 2–6 nights keep last-minute ('shortterm') offers alive.
        cursor += nights + 2 + Math.floor(random() * 5);
      }
    }
    const insertedRes = await tx
      .insert(reservations)
      .values(resRows)
      .returning({ id: reservations.id, villaId: reservations.villaId, checkIn: reservations.checkIn });
    reservationCount = insertedRes.length;
    const resByKey = new Map(insertedRes.map((r) => [`${r.villaId}/${r.checkIn}`, r.id]));
    const blocks = blockRows.map((b) => ({
      villaId: b.villaId,
      period: sql`daterange(${b.start}::date, ${b.end}::date, '[)')`,
      kind: b.kind,
      reservationId: b.reservationId === -1 ? (resByKey.get(`${b.villaId}/${b.start}`) ?? null) : null,
      note: b.kind === 'closed' ? 'Ev sahibi kullanımı' : '',
    }));
    for (let i = 0; i < blocks.length; i += 200)
      await tx.insert(villaBlocks).values(blocks.slice(i, i + 200));

    // Comments: on villas and about the agency; most approved.
    const commentRows: Array<typeof comments.$inferInsert> = [];
    for (const [vi, v] of all.entries()) {
      const n = vi % 4;
      for (let k = 0; k < n; k++) {
        commentRows.push({
          villaId: v.id,
          authorName: pick(COMMENT_AUTHORS),
          rating: random() < 0.75 ? 5 : 4,
          title: k === 0 ? 'Harika bir tatil' : 'Çok memnun kaldık',
          body: pick(COMMENT_BODIES),
          reply:
            k === 0 && vi % 3 === 0
              ? 'Güzel yorumunuz için teşekkür ederiz, sizi yeniden ağırlamayı dört gözle bekliyoruz.'
              : '',
          active: !(k === 2 && vi % 5 === 0),
          source: 'visitor',
          stayedAt: `${pick(['Haziran', 'Temmuz', 'Ağustos', 'Eylül'])} ${year - 1}`,
        });
      }
    }
    for (const [i, body] of AGENCY_COMMENTS.entries()) {
      commentRows.push({
        villaId: null,
        authorName: COMMENT_AUTHORS[i + 8] ?? 'Misafir',
        rating: 5,
        title: 'Likya Villa deneyimi',
        body,
        active: true,
        source: 'visitor',
        stayedAt: `Ağustos ${year - 1}`,
      });
    }
    await tx.insert(comments).values(commentRows);

    // Showcases.
    const SHOWCASES = [
      { title: 'Balayı Villaları', description: 'Jakuzili, korunaklı ve romantik villalar.' },
      { title: 'Muhafazakâr Villalar', description: 'Dışarıdan görünmeyen havuzlu, aileler için villalar.' },
      { title: 'Kalabalık Aileler İçin', description: '8 kişi ve üzeri geniş villalar.' },
    ];
    for (const [si, s] of SHOWCASES.entries()) {
      const [row] = await tx
        .insert(showcases)
        .values({ title: s.title, slug: slugify(s.title), description: s.description, sortOrder: si + 1 })
        .onConflictDoNothing()
        .returning({ id: showcases.id });
      if (!row) continue;
      const members =
        si === 2
          ? all.filter((v) => v.capacity >= 8).slice(0, 8)
          : all.filter((_, i) => i % 3 === si).slice(0, 8);
      if (members.length) {
        await tx
          .insert(showcaseVillas)
          .values(members.map((v, i) => ({ showcaseId: row.id, villaId: v.id, sortOrder: i + 1 })));
      }
    }

    await writePhotoCopies(storage, photoPlans);
    return { villas: all.length, photos: images.length, reservations: reservationCount };
  });
  // The base seed's boats and blog posts: photos and covers like staff would have uploaded.
  await seedBoatPhotos(db, storage);
  const cover = (kind: SceneKind, variant: number) => {
    const scene = scenes[SCENES.findIndex(([k, v]) => k === kind && v === variant)];
    return scene ? imageUrl(scene.fileKey, 960) : null;
  };
  await seedBlogCovers(
    db,
    [cover('sea', 0), cover('sea', 1), cover('terrace', 1), cover('pool', 1), cover('garden', 0)].filter(
      (u): u is string => u !== null,
    ),
  );
  return result;
}

async function writePhotoCopies(
  storage: FileStore,
  plans: Array<{ key: string; scene: SceneFiles }>,
): Promise<void> {
  for (const p of plans) {
    for (const [w, data] of p.scene.sizes) await storage.put(`${p.key}-${w}.webp`, data, 'image/webp');
  }
}
