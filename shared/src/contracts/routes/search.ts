// Generated from shared/src/contracts/search.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../search';
import { routeTable } from '../../api/route';

export const { getSearchOptions, listPopularTowns, listShortTermGaps, searchVillaNames, searchVillas } = routeTable<typeof contract>({ getSearchOptions: ["GET","/v1/search/options"], listPopularTowns: ["GET","/v1/town/popular"], listShortTermGaps: ["GET","/v1/search/shortterm",true], searchVillaNames: ["GET","/v1/search/input"], searchVillas: ["GET","/v2/search",true] });
