/** Chrome DevTools' calibration targets (BenchmarkIndex of the emulated phone). */
export const PHONES: {
  mid: { index: number; name: string };
  low: { index: number; name: string };
};
/** How long each BenchmarkIndex run lasts during a calibration, in ms. */
export const BENCHMARK_MS: number;
/** DevTools' bisection for the rate at which `measure(rate)` comes within 10 points of `target`. */
export function bisectRate(
  measure: (rate: number) => Promise<number>,
  target: number,
  lowerRate: number,
  upperRate: number,
): Promise<number>;
/** DevTools' calibration for one phone: the host's index and the rate (null: host too slow). */
export function calibrate(
  measure: (rate: number) => Promise<number>,
  phone: 'mid' | 'low',
): Promise<{ host: number; rate: number | null }>;
/** A BenchmarkIndex runner in a fresh page of a Playwright Chromium, its CPU throttled per call. */
export function benchmarkPage(browser: {
  newPage(): Promise<unknown>;
}): Promise<{ measure(rate: number): Promise<number>; close(): Promise<void> }>;
