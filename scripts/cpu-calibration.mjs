// CPU calibration for Lighthouse's simulated throttling. Lighthouse slows the CPU by a constant 4×
// by default, a factor chosen to take a high-end desktop (BenchmarkIndex about 1,500) to a
// mid-range phone; on a slower host the same 4× emulates a slower phone than the one meant, and a
// figure such as total blocking time stops being comparable between machines (this repository's
// 2-core machines measure a BenchmarkIndex between about 950 and 1,500, varying from run to run).
// Lighthouse's documentation (docs/throttling.md, "Calibrating the CPU slowdown") says to derive
// the multiplier from the host's BenchmarkIndex; `midTierMultiplier` is the formula of its CPU
// throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked
// from that page), and `measureBenchmarkIndex` runs Lighthouse's own BenchmarkIndex function in
// the same Chromium the benchmark uses.

/**
 * The CPU slowdown that makes a host with this BenchmarkIndex run like a mid-range phone, or null
 * when the host is too slow to emulate one (the calculator's own refusal, below 150).
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function midTierMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233; // 1,533 → 4×, 2,000 → 6×
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500; // 800 → 2×, 1,300 → 3×
  return 1 + (benchmarkIndex - 150) / 650; // 150 → 1×, 800 → 2×
}

/**
 * The host's BenchmarkIndex now: Lighthouse's computeBenchmarkIndex (about 1 s) run `times` times
 * in a fresh page of `browser` (a Playwright Chromium), the median.
 * @param {{ newPage(): Promise<{ evaluate(fn: string): Promise<unknown>, close(): Promise<void> }> }} browser
 * @param {number} [times]
 * @returns {Promise<number>}
 */
export async function measureBenchmarkIndex(browser, times = 3) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    const values = [];
    for (let i = 0; i < times; i++)
      values.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  } finally {
    await page.close();
  }
}
