// Demo pictures for the boats and blog posts of the base seed: photo-like generated scenes (no
// text), stored through the same paths as staff uploads. Only what has none gets one.
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { blogPosts } from '../db/schema/content.ts';
import { boatImages, boats, boatTypes } from '../db/schema/boats.ts';
import type { Db } from '../db/types.ts';
import type { FileStore } from '../lib/storage.ts';
import { insertBoatImage } from '../modules/boat-images/repository.ts';
import { createBoatImageStore } from '../modules/boat-images/storage.ts';

type HullKind = 'gulet' | 'motor' | 'sail' | 'speed';

const SKIES = [
  ['#5fb3e4', '#d6eefc'],
  ['#f6b26b', '#fde3b0'],
  ['#7cc3e8', '#eaf6fd'],
];
const SEAS = [
  ['#1fa2c7', '#0b5e86'],
  ['#1a6c8f', '#0b3a57'],
  ['#26b0c9', '#0a6a8a'],
];

function defs(variant: number): string {
  const sky = SKIES[variant % SKIES.length]!;
  const sea = SEAS[variant % SEAS.length]!;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a47148"/><stop offset="1" stop-color="#7b4f2c"/></linearGradient>
<linearGradient id="hullw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9e2ea"/></linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8dc"/><stop offset="1" stop-color="#fff8dc" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
</defs>`;
}

const open = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">';

/** Sea, sky and coast, with the boat of the given kind at anchor. */
function hullScene(kind: HullKind, variant: number): string {
  const waves = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${i * 240 + (variant % 3) * 30} ${690 + (i % 3) * 70} q70 -14 140 0" stroke="#cdeef7" stroke-width="5" fill="none" opacity="0.55"/>`,
  ).join('');
  const coast = `<path d="M0 430 Q220 330 470 410 T980 390 T1600 370 V480 H0Z" fill="#4f7d5a"/><path d="M0 470 Q320 400 700 455 T1600 450 V500 H0Z" fill="#3d6847"/>`;
  let boat = '';
  switch (kind) {
    case 'gulet':
      boat = `<path d="M300 600 Q320 690 420 700 L1220 700 Q1330 690 1380 590 Z" fill="url(#wood)"/>
<rect x="300" y="585" width="1080" height="18" fill="#f2ede4"/>
<rect x="560" y="520" width="420" height="70" rx="10" fill="#f7f3ea"/>${[600, 680, 760, 840, 920].map((x) => `<rect x="${x}" y="540" width="44" height="28" rx="6" fill="#2f5a75"/>`).join('')}
<rect x="520" y="240" width="12" height="350" fill="#6b4a2e"/><rect x="1010" y="200" width="14" height="390" fill="#6b4a2e"/>
<path d="M532 260 L700 560 L532 560Z" fill="#f4efe4" opacity="0.9"/><path d="M1024 220 L1240 560 L1024 560Z" fill="#f4efe4" opacity="0.9"/>
<path d="M380 640 L1300 640" stroke="#5a3a20" stroke-width="6"/>`;
      break;
    case 'motor':
      boat = `<path d="M330 620 L1360 620 Q1320 700 1220 712 L420 712 Q350 700 330 620Z" fill="url(#hullw)"/>
<path d="M350 655 L1330 655" stroke="#1f4e6b" stroke-width="10"/>
<path d="M520 620 L600 520 L1120 520 L1230 620Z" fill="#f7f9fb"/><path d="M620 540 L1100 540 L1160 600 L580 600Z" fill="#1d3445"/>
<path d="M700 520 L760 460 L1010 460 L1060 520Z" fill="#eef2f5"/><path d="M780 470 L990 470 L1020 505 L760 505Z" fill="#1d3445"/>
<rect x="880" y="410" width="10" height="50" fill="#c7d0d6"/>`;
      break;
    case 'sail':
      boat = `<path d="M520 640 L1180 640 Q1140 712 1060 716 L600 716 Q540 706 520 640Z" fill="url(#hullw)"/>
<path d="M540 670 L1160 670" stroke="#8a1c2b" stroke-width="8"/>
<rect x="760" y="600" width="220" height="40" rx="10" fill="#eef2f5"/>
<rect x="836" y="170" width="12" height="470" fill="#d8dde2"/>
<path d="M848 180 L1120 610 L848 610Z" fill="#ffffff"/><path d="M836 200 L600 610 L836 610Z" fill="#f3f5f7"/>`;
      break;
    case 'speed':
      boat = `<path d="M560 660 L1150 660 Q1120 716 1040 720 L640 720 Q580 712 560 660Z" fill="url(#hullw)"/>
<path d="M570 690 L1140 690" stroke="#1769aa" stroke-width="10"/>
<path d="M760 660 L820 600 L980 600 L1040 660Z" fill="#f3f6f8"/><path d="M830 612 L970 612 L1010 650 L800 650Z" fill="#1d3445" opacity="0.85"/>
<path d="M560 700 Q420 690 260 720 Q420 712 560 712Z" fill="#e6f7fb" opacity="0.9"/>`;
      break;
  }
  return `${open}${defs(variant)}<rect width="1600" height="500" fill="url(#sky)"/>
<circle cx="${1180 - (variant % 3) * 160}" cy="170" r="150" fill="url(#sun)"/>${coast}
<rect y="480" width="1600" height="520" fill="url(#sea)"/>${waves}${boat}
<ellipse cx="850" cy="730" rx="560" ry="22" fill="#06354f" opacity="0.25"/></svg>`;
}

/** The boat's deck: teak planks, cushions and the sea past the rail. */
function deckScene(variant: number): string {
  const cushion = ['#2f6f8f', '#c98a4a', '#f4f0e8'][variant % 3];
  return `${open}${defs(variant)}<rect width="1600" height="460" fill="url(#sky)"/><rect y="440" width="1600" height="220" fill="url(#sea)"/>
<circle cx="${320 + (variant % 3) * 200}" cy="180" r="130" fill="url(#sun)"/>
<path d="M0 660 L1600 620 L1600 1000 L0 1000Z" fill="url(#wood)"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${i * 130} 1000 L${700 + i * 30} 640" stroke="#6b4428" stroke-width="4" opacity="0.6"/>`).join('')}
<path d="M0 560 L1600 520" stroke="#e9eef2" stroke-width="10"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 200}" y="${560 - i * 5}" width="10" height="${110 - i * 2}" fill="#e9eef2"/>`).join('')}
<rect x="160" y="760" width="560" height="120" rx="34" fill="${cushion}"/><rect x="200" y="700" width="200" height="80" rx="30" fill="#f7f3ea"/><rect x="460" y="700" width="200" height="80" rx="30" fill="#f7f3ea"/>
<rect x="900" y="780" width="420" height="26" rx="12" fill="#7b5b3b"/><rect x="930" y="806" width="18" height="90" fill="#7b5b3b"/><rect x="1270" y="806" width="18" height="90" fill="#7b5b3b"/>
<circle cx="1000" cy="760" r="26" fill="#f2b134"/><rect x="1150" y="730" width="30" height="50" rx="6" fill="#d9537a"/>
<rect width="1600" height="1000" fill="url(#shade)"/></svg>`;
}

/** A cabin: a made bed under round portholes that look out to sea. */
function cabinScene(variant: number): string {
  const wall = ['#f7f1e6', '#efe6d6', '#fbfaf7'][variant % 3];
  const cover = ['#5b9bb5', '#c98a4a', '#2f6f8f'][variant % 3];
  const porthole = (x: number) =>
    `<circle cx="${x}" cy="300" r="78" fill="#c9a76a"/><circle cx="${x}" cy="300" r="62" fill="url(#sky)"/><path d="M${x - 62} 318 A62 62 0 0 0 ${x + 62} 318Z" fill="url(#sea)"/>`;
  return `${open}${defs(variant)}<rect width="1600" height="1000" fill="${wall}"/><rect y="0" width="1600" height="120" fill="#8b6a4a"/>
${[420, 800, 1180].map(porthole).join('')}<rect y="800" width="1600" height="200" fill="#a47148"/>
<rect x="260" y="560" width="1080" height="240" rx="24" fill="#f9f7f2"/><rect x="240" y="470" width="1120" height="110" rx="24" fill="#8b6a4a"/>
<rect x="320" y="520" width="300" height="90" rx="34" fill="#fff"/><rect x="980" y="520" width="300" height="90" rx="34" fill="#fff"/>
<rect x="260" y="650" width="1080" height="150" fill="${cover}" opacity="0.9"/><rect x="90" y="640" width="130" height="160" fill="#7b5b3b"/>
<rect width="1600" height="1000" fill="url(#shade)"/></svg>`;
}

const HULL_BY_TYPE: Record<string, HullKind> = {
  gulet: 'gulet',
  motoryat: 'motor',
  yelkenli: 'sail',
  'surat-teknesi': 'speed',
};

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();

/** Three photos (at anchor, deck, cabin) for every active boat that has none. */
export async function seedBoatPhotos(db: Db, storage: FileStore): Promise<number> {
  const rows = await db
    .select({ id: boats.id, typeSlug: boatTypes.slug })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .where(sql`not exists (select 1 from ${boatImages} i where i.boat_id = ${boats.id})`)
    .orderBy(asc(boats.id));
  const store = createBoatImageStore(storage);
  let added = 0;
  for (const [i, boat] of rows.entries()) {
    const kind = HULL_BY_TYPE[boat.typeSlug] ?? 'motor';
    for (const svg of [hullScene(kind, i), deckScene(i), cabinScene(i)]) {
      const saved = await store.save(await jpeg(svg));
      await insertBoatImage(db, { boatId: boat.id, ...saved });
      added++;
    }
  }
  return added;
}

/** A cover for every blog post without one, from the given image URLs in turn. */
export async function seedBlogCovers(db: Db, coverUrls: readonly string[]): Promise<number> {
  if (coverUrls.length === 0) return 0;
  const posts = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.coverUrl, ''))
    .orderBy(asc(blogPosts.id));
  for (const [i, post] of posts.entries()) {
    await db
      .update(blogPosts)
      .set({ coverUrl: coverUrls[i % coverUrls.length] })
      .where(eq(blogPosts.id, post.id));
  }
  return posts.length;
}
