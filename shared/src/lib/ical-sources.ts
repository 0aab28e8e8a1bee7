/**
 * Channel calendars' sources and their names, without zod: screens that only show a source's name
 * (the admin home's feed alerts, the timeline's bar colours) import this instead of the contract,
 * so the dashboard's first load does not pull the validation library.
 */
export const ICAL_SOURCES = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type IcalSource = (typeof ICAL_SOURCES)[number];
export const ICAL_SOURCE_LABELS: Record<IcalSource, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Diğer',
};
