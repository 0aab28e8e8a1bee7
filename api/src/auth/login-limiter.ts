import type { Redis } from 'ioredis';

/**
 * Counts failed logins per account. After `maxFailures` failures within
 * `windowMs` the account is locked until the window ends.
 */
export interface LoginFailureLimiter {
  isLocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One process: counts in memory. */
export class MemoryLoginLimiter implements LoginFailureLimiter {
  private readonly failures = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async isLocked(key: string): Promise<boolean> {
    const entry = this.current(key);
    return entry !== undefined && entry.count >= this.maxFailures;
  }

  async recordFailure(key: string): Promise<void> {
    const entry = this.current(key);
    if (entry) entry.count++;
    else this.failures.set(key, { count: 1, firstAt: this.now() });
    if (this.failures.size > 100_000) this.prune();
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.firstAt >= this.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    for (const key of this.failures.keys()) this.current(key);
  }
}

/** Several API instances (REDIS_URL): the counts live in Redis, shared by all. */
export class RedisLoginLimiter implements LoginFailureLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly prefix = 'villa:login-failures:',
  ) {}

  async isLocked(key: string): Promise<boolean> {
    const count = Number(await this.redis.get(this.prefix + key));
    return count >= this.maxFailures;
  }

  async recordFailure(key: string): Promise<void> {
    const k = this.prefix + key;
    // The window starts at the first failure: the expiry is set only once.
    await this.redis.multi().incr(k).pexpire(k, this.windowMs, 'NX').exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
