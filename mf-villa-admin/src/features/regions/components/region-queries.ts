import { listDistricts, listTowns, listTownsSelect } from '@villa/shared/contracts/routes/regions';

/** What a town or district write refreshes: both lists and the towns of the select boxes. */
export const regionQueries = [listTowns, listDistricts, listTownsSelect];
