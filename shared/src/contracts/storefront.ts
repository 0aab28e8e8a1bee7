/** Public storefront contracts shared by the API (public-* modules) and mf-storefront. Amounts are in TL. */

/** One stored photo: `src` is the 960 px WebP, `srcSet` lists 480/960/1600. */
export interface VillaPhoto {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** A villa as cards, lists and showcases show it. */
export interface VillaCard {
  id: number;
  slug: string;
  name: string;
  /** Small (480 px) photo URL, as favourites and the header search keep it. */
  thumbnail: string;
  photo: VillaPhoto | null;
  townName: string;
  townSlug: string;
  districtName: string | null;
  typeName: string | null;
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  /** Lowest nightly price of the periods to come, in TL; null when none is defined. */
  priceFromTl: number | null;
  /** Dated searches: the stay total (nights + cleaning fee) and its nights. */
  stayTotalTl: number | null;
  nights: number | null;
  rating: number | null;
  commentCount: number;
  isPopular: boolean;
}

export const SEARCH_SORTS = ['recommended', 'price_asc', 'price_desc', 'capacity_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  recommended: 'Önerilen',
  price_asc: 'Fiyat (artan)',
  price_desc: 'Fiyat (azalan)',
  capacity_desc: 'Kapasite (büyükten küçüğe)',
  newest: 'En yeni',
};

/** GET /v1/search/options: what the listing filters offer. */
export interface SearchOptions {
  towns: Array<{
    id: number;
    name: string;
    slug: string;
    districts: Array<{ id: number; name: string; slug: string }>;
  }>;
  types: Array<{ id: number; name: string; slug: string }>;
  features: Array<{ id: number; name: string; category: string }>;
  price: { min: number; max: number };
  capacity: { max: number };
}

/** GET /v1/search/shortterm: a short free gap between bookings. */
export interface ShortTermGap {
  villa: VillaCard;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalTl: number | null;
}

export interface PricePeriod {
  startDate: string;
  endDate: string;
  nightlyPrice: number;
  currency: string;
  nightlyTl: number;
  minStay: number;
}

export interface PublicComment {
  id: number;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  reply: string;
  stayedAt: string;
  createdAt: string;
  villa: { slug: string; name: string } | null;
}

/** GET /v1/villas/{slug}. */
export interface VillaDetail extends VillaCard {
  summary: string;
  description: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  licenseNumber: string;
  checkInTime: string;
  checkOutTime: string;
  depositTl: number;
  cleaningFeeTl: number;
  prepaymentRate: number;
  photos: VillaPhoto[];
  features: Array<{ category: string; items: Array<{ id: number; name: string }> }>;
  prices: PricePeriod[];
  comments: PublicComment[];
}

/** GET /v1/villas/{slug}/availability: unavailable stays, `end` exclusive (the check-out day is free). */
export interface VillaAvailability {
  from: string;
  to: string;
  blocked: Array<{ start: string; end: string }>;
}

/** GET /v1/showcases. */
export interface PublicShowcase {
  id: number;
  title: string;
  slug: string;
  description: string;
  villas: VillaCard[];
}

/** POST /v1/reservations. */
export interface ReservationRequestBody {
  villaId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  name: string;
  phone: string;
  email: string;
  note?: string;
  kvkk: boolean;
}

export interface ReservationRequestResult {
  code: string;
  status: string;
  totalTl: number;
  prepaymentTl: number;
  /**
   * True when this was a repeat of the visitor's open request (same e-mail, villa and dates within
   * 24 hours): nothing new was created and `code` is the one given the first time.
   */
  existing: boolean;
  message: string;
}

/** GET /v1/enquire?code&email. */
export interface EnquireResult {
  code: string;
  status: string;
  statusLabel: string;
  villa: { name: string; slug: string; thumbnail: string };
  customerName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  totalTl: number;
  prepaymentTl: number;
  paidTl: number;
  balanceTl: number;
  depositTl: number;
  createdAt: string;
  instructions: string[];
  banks: Array<{ bankName: string; accountHolder: string; iban: string }>;
}

/** POST /v1/website/contact. */
export interface ContactBody {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  kvkk: boolean;
}
