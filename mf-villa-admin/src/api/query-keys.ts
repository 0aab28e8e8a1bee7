/** Query keys the villa area's features share; mutations invalidate by these, never by strings typed again. */

/** Every villa query (list, detail, pickers) sits under this key. */
export const villasQueryKey = ['admin', 'villas'] as const;

/** Read-only option lists of the villa form: towns with districts, villa types, owners, features. */
export const optionsQueryKey = ['admin', 'villa-options'] as const;
