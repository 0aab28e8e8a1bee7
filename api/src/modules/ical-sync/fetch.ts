import { villaIcalFeeds } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { fetchFeed, FeedError, type FeedEvent } from './parse.ts';
import type { FeedRow } from './rows.ts';

// Downloading the channels' calendars: reads and downloads, writes nothing.

export type Fetched = { feed: FeedRow; events: FeedEvent[] } | { feed: FeedRow; error: string };

export async function fetchAll(feeds: FeedRow[]): Promise<Fetched[]> {
  const out: Fetched[] = [];
  // A few at a time: one slow channel does not hold the others back for long.
  for (let i = 0; i < feeds.length; i += 4) {
    const batch = feeds.slice(i, i + 4);
    out.push(
      ...(await Promise.all(
        batch.map(async (feed): Promise<Fetched> => {
          try {
            return { feed, events: await fetchFeed(feed.url) };
          } catch (err) {
            return { feed, error: err instanceof FeedError ? err.message : 'Takvim okunamadı.' };
          }
        }),
      )),
    );
  }
  return out;
}

/** Every feed's current content (or why it could not be read). Reads and downloads, writes nothing. */
export async function downloadAllFeeds(db: Db): Promise<Fetched[]> {
  const feeds = await db.select().from(villaIcalFeeds).orderBy(villaIcalFeeds.villaId, villaIcalFeeds.id);
  return feeds.length ? fetchAll(feeds) : [];
}
