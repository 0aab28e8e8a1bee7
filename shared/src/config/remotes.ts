/** Federation names of the five remotes and the folder each is built from. */
export const REMOTES = {
  storefront: 'mf-storefront',
  villa_admin: 'mf-villa-admin',
  booking_admin: 'mf-booking-admin',
  boat_admin: 'mf-boat-admin',
  content_admin: 'mf-content-admin',
} as const;
export type RemoteName = keyof typeof REMOTES;

/** Version of the props object the shell passes to every parcel. */
export const PARCEL_PROPS_VERSION = 1;
