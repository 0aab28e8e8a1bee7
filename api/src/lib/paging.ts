/** skip/take query parameters of list endpoints: the fields helper (@villa/shared/contracts/fields). */
export { pagingQuery } from '@villa/shared/contracts/fields';

/** Treats `?role=` (empty) like an absent parameter, as the admin screens send it. */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
