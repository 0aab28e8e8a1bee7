import { routePath } from '../api/route';
import { getHomeData, listRegions, listVillaTypes } from '../contracts/routes/site';
import { getVillaAvailability } from '../contracts/routes/villas';

/** Element ids of the critical markup the server writes into a public page's first HTML. */
export const CRITICAL_ID = 'critical';
/** Template the shell moves the critical page markup into before React takes over #root. */
export const CRITICAL_TEMPLATE_ID = 'critical-content';
/** JSON data block with the responses the critical markup was made from. */
export const CRITICAL_DATA_ID = 'critical-data';

/**
 * Public reads that every public page's layout makes as soon as it starts (header menus, footer,
 * currency rates): the server embeds their responses in the page, so the first screen needs no
 * request of its own (api/src/web/critical.ts, shared/src/api/site.ts).
 */
export const LAYOUT_DATA_PATHS = {
  home: getHomeData.path,
  regions: listRegions.path,
  villaTypes: listVillaTypes.path,
} as const;

/** A villa's booked days (GET), embedded in its page with the villa. */
export const availabilityPath = (slug: string) => routePath(getVillaAvailability, { slug });

export type LayoutDataPath = (typeof LAYOUT_DATA_PATHS)[keyof typeof LAYOUT_DATA_PATHS];

/** Key of one response in the data block: `villa:<slug>` (a villa's detail) or `api:<path>`. */
export const criticalDataKey = (kind: 'villa' | 'api', id: string) => `${kind}:${id}`;
