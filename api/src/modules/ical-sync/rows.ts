import type { villaIcalEvents, villaIcalFeeds } from '../../db/schema/villas.ts';

/** A feed row and one of its imported events, as the sync reads them. */
export type FeedRow = typeof villaIcalFeeds.$inferSelect;
export type EventRow = typeof villaIcalEvents.$inferSelect;
