import {
  getVilla,
  listVillaPicker,
  listVillas,
  listVillasWithDates,
} from '@villa/shared/contracts/routes/villas';

/**
 * The villa queries a write of the villa area refreshes (list, detail, pickers): mutations pass
 * them as `invalidates: villaQueries` (their keys are the endpoints', queryKeyOf).
 */
export const villaQueries = [listVillas, getVilla, listVillaPicker, listVillasWithDates] as const;

/** Read-only option lists of the villa form: towns with districts, villa types, owners, features. */
export const optionsQueryKey = ['admin', 'villa-options'] as const;
