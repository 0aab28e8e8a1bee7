import { describe, expect, it } from 'vitest';
import { PHONES, bisectRate, calibrate } from '../cpu-calibration.mjs';

/** A host whose BenchmarkIndex falls with the throttling rate, as measured ones do (not quite linearly). */
const host = (index: number, exponent = 1) => {
  const calls: number[] = [];
  const measure = async (rate: number) => {
    calls.push(rate);
    return index / rate ** exponent;
  };
  return { measure, calls };
};

describe('the benchmark’s CPU calibration (Chrome DevTools’ method and targets)', () => {
  it('targets DevTools’ phones: a mid-tier one at 1,000 (Pixel 5), a low-tier one at 264', () => {
    expect(PHONES.mid.index).toBe(1000);
    expect(PHONES.low.index).toBe(264);
  });

  it('finds the rate that brings the host’s index within 10 points of the phone’s', async () => {
    for (const exponent of [1, 0.9, 1.1])
      for (const phone of ['mid', 'low'] as const) {
        const h = host(2742, exponent);
        const { host: measured, rate } = await calibrate(h.measure, phone);
        expect(measured).toBe(2742);
        expect(Math.abs(2742 / rate! ** exponent - PHONES[phone].index), `${phone} ${exponent}`).toBeLessThan(
          10,
        );
        // A warm-up, the host, the two bounds and at most 8 bisection steps.
        expect(h.calls.length).toBeLessThanOrEqual(2 + 2 + 8);
      }
  });

  it('slows a faster host more: a mid-range phone is 1,000 whatever the host', async () => {
    const slow = await calibrate(host(1371).measure, 'mid');
    const fast = await calibrate(host(2742).measure, 'mid');
    expect(Math.abs(1371 / slow.rate! - 1000)).toBeLessThan(10);
    expect(Math.abs(2742 / fast.rate! - 1000)).toBeLessThan(10);
    expect(fast.rate! / slow.rate!).toBeCloseTo(2, 1);
  });

  it('a host slower than the phone cannot emulate it (DevTools: device too weak)', async () => {
    expect(await calibrate(host(880).measure, 'mid')).toEqual({ host: 880, rate: null });
    const { rate } = await calibrate(host(880).measure, 'low');
    expect(Math.abs(880 / rate! - 264)).toBeLessThan(10);
    expect(await calibrate(host(200).measure, 'low')).toEqual({ host: 200, rate: null });
  });

  it('measures a host below the phone a second time before refusing it, as DevTools does', async () => {
    const readings = [2000, 900]; // the warm-up, then a slow first reading (a busy moment)
    const measure = async (rate: number) =>
      rate === 1 && readings.length > 0 ? readings.shift()! : 2000 / rate;
    const result = await calibrate(measure, 'mid');
    expect(result.host).toBe(2000);
    expect(Math.abs(2000 / result.rate! - 1000)).toBeLessThan(10);
  });

  it('bisects within the bounds it is given and stops after 8 steps', async () => {
    const calls: number[] = [];
    const rate = await bisectRate(
      async (r) => {
        calls.push(r);
        return 5000; // never reaches the target: the last rate tried is answered
      },
      1000,
      1,
      4,
    );
    expect(calls).toHaveLength(2 + 8);
    expect(rate).toBeGreaterThanOrEqual(1);
    expect(rate).toBeLessThanOrEqual(4);
  });
});
