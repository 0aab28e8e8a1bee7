/** Query keys of the boat area; mutations invalidate by these, never by strings typed again. */
export const boatKeys = {
  marinas: ['admin', 'marinas'] as const,
  boatTypes: ['admin', 'boattypes'] as const,
  boats: ['admin', 'boats'] as const,
  features: ['admin', 'boatfeatures'] as const,
  reservations: ['admin', 'boatreservations'] as const,
};
