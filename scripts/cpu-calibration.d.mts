/** The CPU slowdown that makes a host with this BenchmarkIndex run like a mid-range phone; null below 150. */
export function midTierMultiplier(benchmarkIndex: number): number | null;
/** The host's BenchmarkIndex now: Lighthouse's function run `times` times in a fresh page, the median. */
export function measureBenchmarkIndex(
  browser: { newPage(): Promise<{ evaluate(fn: string): Promise<unknown>; close(): Promise<void> }> },
  times?: number,
): Promise<number>;
