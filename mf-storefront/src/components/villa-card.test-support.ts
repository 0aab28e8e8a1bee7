import type { VillaCard } from '@villa/shared/contracts/storefront';

/** Villa Zeytin in Kalkan, Kaş as a card shows it, with `over` changed: the tests' villa. */
export function villaCard(over: Partial<VillaCard> = {}): VillaCard {
  return {
    id: 7,
    slug: 'villa-zeytin',
    name: 'Villa Zeytin',
    thumbnail: '',
    photo: null,
    townName: 'Kaş',
    townSlug: 'kas',
    districtName: 'Kalkan',
    typeName: 'Balayı',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    priceFromTl: 4500,
    stayTotalTl: null,
    nights: null,
    rating: null,
    commentCount: 0,
    isPopular: false,
    ...over,
  };
}
