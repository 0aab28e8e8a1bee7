/** Business constants of SPEC §9 and the browser storage keys of SPEC §3/§4. */
export const STORAGE_KEYS = {
  adminSession: 'villa.admin.session',
  currency: 'villa.currency',
  favourites: 'villa.favourites',
  theme: 'villa.theme',
} as const;

export const PAGE_SIZE = {
  users: 10,
  towns: 10,
  districts: 10,
  villaTypes: 10,
  contactMessages: 10,
  comments: 10,
  blog: 10,
  marinas: 10,
  boatTypes: 10,
  showcases: 10,
  villas: 20,
  boats: 20,
  boatReservations: 20,
  external: 20,
  publicComments: 20,
  subscribers: 50,
  reservations: 100,
  transactions: 100,
} as const;

/** The page sizes of SPEC §9: what an admin list's pager offers. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export const DEFAULT_DEBOUNCE_MS = 250;
export const HEADER_SEARCH_DEBOUNCE_MS = 1000;
export const FOOTER_LIST_LIMIT = 7;
export const SCROLL_TOP_THRESHOLD_PX = 50;
export const DISPLAY_IMAGE_QUALITY = 75;
export const MOBILE_BREAKPOINT_PX = 640;
export const AGENCY_CERTIFICATE_NUMBER = '17704';
export const DEFAULT_BRAND = 'Likya Villa';

export const IMAGE_COMPRESSION = {
  quality: 0.8,
  maxHeight: 1280,
  convertSize: 5_000_000,
} as const;

/** Fixed numbers of the mobile tab bar (SPEC §2), used until site data says otherwise. */
export const FIXED_MESSAGING_NUMBER = '905325551234';
export const FIXED_PHONE_NUMBER = '902526140000';
/** The site's share image (og:image) for pages that have none of their own (shell/public). */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.jpg', width: 1200, height: 630 } as const;
export const MESSAGING_LINK_BASE = 'https://api.whatsapp.com/send';
