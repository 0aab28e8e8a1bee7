/**
 * A small deterministic pseudo-random generator (mulberry32): the same seed gives the same
 * numbers in [0, 1) on every run. For the demo catalogue (the same catalogue on every first start)
 * and for tests whose random data must reproduce; never for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
