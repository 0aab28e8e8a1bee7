import { asc, inArray } from 'drizzle-orm';
import { DbBusyError, isRetryableConflict } from './errors.ts';
import { boats } from './schema/boats.ts';
import { villas } from './schema/villas.ts';
import type { Db, Tx } from './types.ts';

/*
 * The one lock order for everything that blocks nights (reservations, boat reservations, manual
 * closings, villa dates, iCal apply, status changes, payments, offers):
 *
 *   1. in this process, a queue per villa (boat): a burst for one villa waits here, without a pool
 *      connection, so it uses one connection per process and other requests keep theirs;
 *   2. in the transaction, the villa (boat) rows FOR UPDATE in ascending id order, before any row
 *      that references them is inserted or changed (an insert takes a FOR KEY SHARE lock on the
 *      villa; two of those upgrading to FOR UPDATE is the deadlock the burst hit);
 *   3. then the reservation, entry and block rows.
 *
 * A deadlock or serialization failure that still happens (another path, another process) is
 * retried a few times with jitter, then answered 409 in Turkish (DbBusyError), never 500.
 */

/** Locks villa rows FOR UPDATE in ascending id order; returns the ids that exist. */
export async function lockVillas(tx: Tx, ids: Iterable<number>): Promise<Set<number>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Set();
  // ORDER BY runs below the row locking, so the rows are locked in this order.
  const rows = await tx
    .select({ id: villas.id })
    .from(villas)
    .where(inArray(villas.id, sorted))
    .orderBy(asc(villas.id))
    .for('update');
  return new Set(rows.map((r) => r.id));
}

/** Locks boat rows FOR UPDATE in ascending id order; returns the ids that exist. */
export async function lockBoats(tx: Tx, ids: Iterable<number>): Promise<Set<number>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Set();
  const rows = await tx
    .select({ id: boats.id })
    .from(boats)
    .where(inArray(boats.id, sorted))
    .orderBy(asc(boats.id))
    .for('update');
  return new Set(rows.map((r) => r.id));
}

/** One request's turn per key (villa:1, boat:3) inside this process; waiting costs no connection. */
class KeyedQueue {
  /** Key → the grants of those waiting; a key is present while someone holds it. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(public waitMs: number) {}

  private take(key: string): Promise<void> {
    const queue = this.waiting.get(key);
    if (!queue) {
      this.waiting.set(key, []);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const i = queue.indexOf(grant);
        if (i >= 0) queue.splice(i, 1);
        reject(new DbBusyError());
      }, this.waitMs);
      queue.push(grant);
    });
  }

  private give(key: string): void {
    const queue = this.waiting.get(key);
    if (!queue) return;
    const next = queue.shift();
    if (next) next();
    else this.waiting.delete(key);
  }

  /** Takes every key (in one order, so two multi-key holders never wait on each other). */
  async acquire(keys: readonly string[]): Promise<() => void> {
    const held: string[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) {
        await this.take(key);
        held.push(key);
      }
    } catch (err) {
      for (const key of held.reverse()) this.give(key);
      throw err;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of [...held].reverse()) this.give(key);
    };
  }

  /** Requests waiting or running now (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const q of this.waiting.values()) n += q.length + 1;
    return n;
  }
}

/** How long a request waits for its villa's turn in this process before a 409 (BOOKING_QUEUE_WAIT_MS). */
export const DEFAULT_BOOKING_QUEUE_WAIT_MS = 15_000;
const queues = new WeakMap<Db, KeyedQueue>();

function queueOf(db: Db): KeyedQueue {
  let q = queues.get(db);
  if (!q) {
    q = new KeyedQueue(DEFAULT_BOOKING_QUEUE_WAIT_MS);
    queues.set(db, q);
  }
  return q;
}

/** Sets how long booking writes on `db` wait for their villa's turn in this process. */
export function configureBookingQueue(db: Db, opts: { waitMs: number }): void {
  queueOf(db).waitMs = opts.waitMs;
}

/** Booking writes of `db` holding or waiting for a villa's (boat's) turn in this process. */
export function bookingQueueSize(db: Db): number {
  return queues.get(db)?.size ?? 0;
}

export interface LockTargets {
  villas?: readonly number[];
  boats?: readonly number[];
}

export interface Locked {
  /** The villas that exist among those asked for, locked FOR UPDATE by this transaction. */
  villas: ReadonlySet<number>;
  boats: ReadonlySet<number>;
}

/**
 * The rows a transaction must touch turned out to belong to a villa (boat) it did not lock (it
 * was moved between the read that chose the locks and the lock): bookingTx starts over.
 */
export class LockTargetsChanged extends Error {
  constructor() {
    super('lock targets changed');
    this.name = 'LockTargetsChanged';
  }
}

/** Inside bookingTx: refuses to go on unless `id` is among the locked ones (see LockTargetsChanged). */
export function requireLocked(locked: ReadonlySet<number>, id: number): void {
  if (!locked.has(id)) throw new LockTargetsChanged();
}

/** Attempts of one booking transaction: the first and up to three retries. */
export const BOOKING_TX_ATTEMPTS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BookingTxOptions {
  /**
   * Runs once this request has its turn, before the transaction: a cheap read that refuses a
   * write bound to fail (the nights are already taken), so the rest of a burst costs one query
   * each instead of a transaction. The database constraint inside the transaction stays the rule.
   */
  precheck?: () => Promise<void>;
}

/**
 * Runs `fn` in a transaction that first takes this process's turn for the villas (boats) and then
 * their row locks, in the one order above. `targets` may be a function when the villa comes from
 * a row (a reservation's villa): it is read before the locks, and `fn` checks with requireLocked
 * that the row still belongs to a locked villa. Deadlocks and serialization failures are retried
 * with jitter; when the attempts run out the caller gets a 409 (DbBusyError). Only the outer `db`
 * is taken: never call it inside another transaction (PGlite has one connection).
 */
export async function bookingTx<T>(
  db: Db,
  targets: LockTargets | (() => Promise<LockTargets>),
  fn: (tx: Tx, locked: Locked) => Promise<T>,
  opts: BookingTxOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const t = typeof targets === 'function' ? await targets() : targets;
    const villaIds = [...new Set(t.villas ?? [])];
    const boatIds = [...new Set(t.boats ?? [])];
    const release = await queueOf(db).acquire([
      ...villaIds.map((id) => `villa:${id}`),
      ...boatIds.map((id) => `boat:${id}`),
    ]);
    let retry = false;
    try {
      await opts.precheck?.();
      return await db.transaction(async (tx) => {
        const locked: Locked = {
          villas: await lockVillas(tx, villaIds),
          boats: await lockBoats(tx, boatIds),
        };
        return fn(tx, locked);
      });
    } catch (err) {
      const transient = err instanceof LockTargetsChanged || isRetryableConflict(err);
      if (!transient) throw err;
      if (attempt >= BOOKING_TX_ATTEMPTS) throw new DbBusyError();
      retry = true;
    } finally {
      release();
    }
    if (retry) await sleep(10 * attempt + Math.random() * 40 * attempt);
  }
}
