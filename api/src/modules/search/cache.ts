import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { rowsOf } from './cards.ts';

/** Answers served from a cache and answers computed, in this process (tests read them). */
export const searchCacheCounters = { hits: 0, misses: 0 };

/** A finished answer: the JSON body, and its gzip copy when it is worth compressing. */
export interface SearchAnswer {
  json: Buffer;
  gzip?: Buffer | undefined;
}

/** The memory bound of one process's cache, whatever SEARCH_CACHE_ENTRIES says. */
export const SEARCH_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const sizeOf = (a: SearchAnswer) => a.json.length + (a.gzip?.length ?? 0);

/** The triggers' channel: the payload is the version a committed transaction bumped to. */
const VERSION_CHANNEL = 'catalog_version';

interface EmbeddedClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

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
 * PostgreSQL: version reads are shared between the requests waiting for one, but a request only
 * takes a read that started after it arrived (so a visitor who has just booked never gets the
 * answer from before their booking). PGlite (one process, one connection): the version is followed
 * in memory from the triggers' notifications (drizzle/0021_search_catalog_notify.sql), which PGlite
 * hands over while it reads the committing query's answer, i.e. before the writer goes on; a read
 * per search would wait behind every search queued on the one connection. The row is read once,
 * after LISTEN, so no bump is missed. Either way concurrent misses of the same query under the same
 * version share one search.
 */
export class SearchCache {
  private readonly entries = new Map<string, SearchAnswer>();
  /** Bytes of the kept answers (JSON and gzip copies). */
  private bytes = 0;
  /** The newest version seen; entries belong to it (older ones are dropped when it moves). */
  private version = -1;
  private reading: Promise<number> | undefined;
  private queued: Promise<number> | undefined;
  private readonly computing = new Map<string, Promise<SearchAnswer>>();
  /** PGlite: the version as the notifications tell it, once LISTEN runs and the row was read. */
  private followed: Promise<void> | undefined;
  private notified = -1;

  constructor(
    private readonly db: Db,
    /** Most answers kept; 0 turns the cache off. */
    readonly maxEntries: number,
    /** Most bytes kept, whatever the number of answers (a page of 100 cards is ~60 KB). */
    readonly maxBytes = SEARCH_CACHE_MAX_BYTES,
  ) {}

  /** PGlite's client (it has listen()); undefined on PostgreSQL (a pg.Pool). */
  private embedded(): EmbeddedClient | undefined {
    const client = (this.db as unknown as { $client?: Partial<EmbeddedClient> }).$client;
    return typeof client?.listen === 'function' ? (client as EmbeddedClient) : undefined;
  }

  /**
   * The answer for `key`: cached under the current version, or `compute()`d (and kept). `compute`
   * gets the version it was read under (undefined when the cache is off and read none).
   */
  async answer(
    key: string,
    compute: (version: number | undefined) => Promise<SearchAnswer>,
  ): Promise<SearchAnswer> {
    if (this.maxEntries <= 0) {
      searchCacheCounters.misses++;
      return compute(undefined);
    }
    const version = await this.currentVersion();
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
      this.bytes = 0;
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
    const job = compute(version).finally(() => this.computing.delete(flightKey));
    this.computing.set(flightKey, job);
    const body = await job;
    if (version === this.version) this.keep(key, body);
    return body;
  }

  /** Stores an answer as the most recently used, dropping the least recently used over the bounds. */
  private keep(key: string, value: SearchAnswer) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    this.entries.set(key, value);
    this.bytes += sizeOf(value);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value[0]);
      this.bytes -= sizeOf(oldest.value[1]);
    }
  }

  /**
   * The version as read by a query that started after this call: the one running if none is (then
   * it is this call's own), otherwise the one started when the running read ends, shared by every
   * call that came in meanwhile.
   */
  async currentVersion(): Promise<number> {
    const embedded = this.embedded();
    if (embedded) {
      this.followed ??= this.follow(embedded);
      await this.followed;
      return this.notified;
    }
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

  private async follow(client: EmbeddedClient): Promise<void> {
    try {
      await client.listen(VERSION_CHANNEL, (payload) => {
        const version = Number(payload);
        if (Number.isFinite(version) && version > this.notified) this.notified = version;
      });
      const version = await readCatalogVersion(this.db);
      if (version > this.notified) this.notified = version;
    } catch (err) {
      this.followed = undefined;
      throw err;
    }
  }

  private startRead(): Promise<number> {
    const read: Promise<number> = readCatalogVersion(this.db).finally(() => {
      if (this.reading === read) this.reading = undefined;
    });
    this.reading = read;
    return read;
  }
}
