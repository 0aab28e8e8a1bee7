import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { rowsOf } from './cards.ts';

/** Answers served from a cache and answers computed, in this process (tests read them). */
export const searchCacheCounters = { hits: 0, misses: 0 };

/** The catalogue's version: bumped once by every committed transaction that changes a search answer. */
async function readCatalogVersion(db: Db): Promise<number> {
  const res = await db.execute(sql`select version from catalog_version where id = 1`);
  return Number(rowsOf<{ version: string | number }>(res)[0]?.version ?? 0);
}

/**
 * A bounded LRU cache of finished search answers (the response body's bytes), each valid for one
 * catalogue version (the `catalog_version` row, drizzle/0020_search_catalog_version.sql: bumped by
 * triggers at the commit of every transaction that changes a table the search reads, from this
 * process, another API process, the iCal sync or plain SQL).
 *
 * Why an entry is never staler than its key: the version is read BEFORE the search query runs, and
 * a version bump commits atomically with the change that caused it. An answer stored under version
 * v therefore comes from a query whose snapshot was taken after v was current, so it reflects every
 * change up to v (and maybe a later one: a fresher answer under an older key, which the next request
 * reading v + 1 replaces). Reading the version after the query instead could store an answer from
 * before a change under the version that includes it, served until the next change.
 *
 * Version reads are shared between the requests waiting for one, but a request only takes a read
 * that started after it arrived (so a visitor who has just booked never gets the answer from before
 * their booking); concurrent misses of the same query under the same version share one search.
 */
export class SearchCache {
  private readonly entries = new Map<string, Buffer>();
  /** The newest version seen; entries belong to it (older ones are dropped when it moves). */
  private version = -1;
  private reading: Promise<number> | undefined;
  private queued: Promise<number> | undefined;
  private readonly computing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    /** Most answers kept; 0 turns the cache off. */
    readonly maxEntries: number,
  ) {}

  /** The answer for `key`: cached under the current version, or `compute()`d (and kept). */
  async answer(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    if (this.maxEntries <= 0) {
      searchCacheCounters.misses++;
      return compute();
    }
    const version = await this.currentVersion();
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
    }
    const hit = version === this.version ? this.entries.get(key) : undefined;
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      searchCacheCounters.hits++;
      return hit;
    }
    const flightKey = `${version}\n${key}`;
    const running = this.computing.get(flightKey);
    if (running) {
      searchCacheCounters.hits++;
      return running;
    }
    searchCacheCounters.misses++;
    const job = compute().finally(() => this.computing.delete(flightKey));
    this.computing.set(flightKey, job);
    const body = await job;
    if (version === this.version) {
      this.entries.set(key, body);
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    return body;
  }

  /**
   * The version as read by a query that started after this call: the one running if none is (then
   * it is this call's own), otherwise the one started when the running read ends, shared by every
   * call that came in meanwhile.
   */
  private currentVersion(): Promise<number> {
    if (!this.reading) return this.startRead();
    this.queued ??= this.reading
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = undefined;
        return this.startRead();
      });
    return this.queued;
  }

  private startRead(): Promise<number> {
    const read: Promise<number> = readCatalogVersion(this.db).finally(() => {
      if (this.reading === read) this.reading = undefined;
    });
    this.reading = read;
    return read;
  }
}
