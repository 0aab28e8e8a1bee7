import { z } from 'zod';
import type { ReservationRequestInput } from './public-reservations';

/**
 * Public storefront shapes shared by the API (public routes of villas, search, site) and
 * mf-storefront. Amounts are in TL. The storefront imports these as types only (`import type`), so
 * its first load carries no zod; the endpoints live in ./search, ./site, ./boats and the villa and
 * reservation contracts.
 */

export { SEARCH_SORTS, SEARCH_SORT_LABELS, type SearchSort } from './search-sorts';
export type { EnquireResult, ReservationRequestResult } from './public-reservations';
export type { ContactBody } from './site';

/** POST /v1/reservations as the villa page's form sends it (the KVKK box may be unticked: the API refuses it). */
export type ReservationRequestBody = Omit<ReservationRequestInput, 'kvkk'> & { kvkk: boolean };

/** One stored photo: `src` is the 960 px WebP, `srcSet` lists 480/960/1600. */
export const villaPhoto = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});
export type VillaPhoto = z.infer<typeof villaPhoto>;

/** A villa as cards, lists and showcases show it. */
export const villaCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Small (480 px) photo URL, as favourites and the header search keep it. */
  thumbnail: z.string(),
  photo: villaPhoto.nullable(),
  townName: z.string(),
  townSlug: z.string(),
  districtName: z.string().nullable(),
  typeName: z.string().nullable(),
  capacity: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  /** Lowest nightly price of the periods to come, in TL; null when none is defined. */
  priceFromTl: z.number().nullable(),
  /** Dated searches: the stay total (nights + cleaning fee) and its nights. */
  stayTotalTl: z.number().nullable(),
  nights: z.number().nullable(),
  rating: z.number().nullable(),
  commentCount: z.number(),
  isPopular: z.boolean(),
});
export type VillaCard = z.infer<typeof villaCard>;

/** GET /v1/search/options: what the listing filters offer. */
export const searchOptions = z.object({
  towns: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      districts: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
    }),
  ),
  types: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  features: z.array(z.object({ id: z.number(), name: z.string(), category: z.string() })),
  price: z.object({ min: z.number(), max: z.number() }),
  capacity: z.object({ max: z.number() }),
});
export type SearchOptions = z.infer<typeof searchOptions>;

/** GET /v1/town/popular: a town of the home page's 'Popüler Bölgeler'. */
export const popularTown = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  villaCount: z.number(),
  photo: villaPhoto.nullable(),
});
export type PopularTown = z.infer<typeof popularTown>;

/** GET /v1/search/input: a hit of the header's villa search. */
/** A header search result: the villa and the town it is in (shown beside its name). */
export const searchHit = z.object({
  slug: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  townName: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** GET /v1/search/shortterm: a short free gap between bookings. */
export const shortTermGap = z.object({
  villa: villaCard,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  totalTl: z.number().nullable(),
});
export type ShortTermGap = z.infer<typeof shortTermGap>;

export const pricePeriod = z.object({
  startDate: z.string(),
  endDate: z.string(),
  nightlyPrice: z.number(),
  currency: z.string(),
  nightlyTl: z.number(),
  minStay: z.number(),
});
export type PricePeriod = z.infer<typeof pricePeriod>;

export const publicComment = z.object({
  id: z.number(),
  authorName: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  reply: z.string(),
  stayedAt: z.string(),
  createdAt: z.string(),
  villa: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Written through the review link of a real reservation: 'Doğrulanmış konaklama'. */
  verifiedStay: z.boolean(),
});
export type PublicComment = z.infer<typeof publicComment>;

/** GET /v1/villas/{slug}. */
export const villaDetail = villaCard.extend({
  summary: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  licenseNumber: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  depositTl: z.number(),
  cleaningFeeTl: z.number(),
  prepaymentRate: z.number(),
  /** Infants (under 2) count towards the capacity (by default they do not). */
  infantsCountInCapacity: z.boolean(),
  photos: z.array(villaPhoto),
  features: z.array(
    z.object({ category: z.string(), items: z.array(z.object({ id: z.number(), name: z.string() })) }),
  ),
  prices: z.array(pricePeriod),
  comments: z.array(publicComment),
});
export type VillaDetail = z.infer<typeof villaDetail>;

/** Nights a villa is not free: `start` the first, `end` exclusive (the day it is free again). */
export const blockedRange = z.object({ start: z.string(), end: z.string() });

/** GET /v1/villas/{slug}/availability: unavailable stays, `end` exclusive (the check-out day is free). */
export const villaAvailability = z.object({
  from: z.string(),
  to: z.string(),
  blocked: z.array(blockedRange),
});
export type VillaAvailability = z.infer<typeof villaAvailability>;

/** GET /v1/showcases. */
export const publicShowcase = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  villas: z.array(villaCard),
});
export type PublicShowcase = z.infer<typeof publicShowcase>;
