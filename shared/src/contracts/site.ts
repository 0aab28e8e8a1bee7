/** Key/value entry of site settings and footer data (SPEC §3). */
export interface KeyValue {
  key: string;
  value: string;
}

export interface VillaType {
  id: number;
  name: string;
  slug: string;
}

export interface District {
  id: number;
  name: string;
  slug: string;
  town_id: number;
}

export interface Town {
  id: number;
  name: string;
  slug: string;
  District: District[];
}

/** GET /v1/district: the regions, towns with their districts. */
export interface RegionsContent {
  towns: Town[];
}

/** GET /v1/website/home: data the layout and home page need. */
export interface HomeContent {
  footerData: KeyValue[];
  exchange: KeyValue[];
  settings: KeyValue[];
}

/** Dashboard menu counts (SPEC §3). */
export interface MenuCounts {
  reservationCount: number;
  contactCount: number;
}

export const FOOTER_KEYS = [
  'site_footer_text',
  'site_phone',
  'site_email',
  'site_address',
  'site_location_link',
  'site_whatsapp',
  'facebook_link',
  'instagram_link',
  'twitter_link',
  'youtube_link',
] as const;

export const EXCHANGE_KEYS = [
  'dollar_exchange_rate',
  'euro_exchange_rate',
  'sterling_exchange_rate',
] as const;
