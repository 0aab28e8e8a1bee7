/**
 * Counts failed logins per account in memory (a Redis store can replace it later).
 * After `maxFailures` failures within `windowMs` the account is locked until the window ends.
 */
export class LoginFailureLimiter {
  private readonly failures = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  isLocked(key: string): boolean {
    const entry = this.current(key);
    return entry !== undefined && entry.count >= this.maxFailures;
  }

  recordFailure(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count++;
    else this.failures.set(key, { count: 1, firstAt: this.now() });
    if (this.failures.size > 100_000) this.prune();
  }

  reset(key: string): void {
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
