import { describe, expect, it } from 'vitest';
import { midTierMultiplier } from '../cpu-calibration.mjs';

describe('the benchmark’s CPU calibration (Lighthouse’s calculator for a mid-range phone)', () => {
  it('answers Lighthouse’s default 4× for the host that default was chosen for', () => {
    expect(midTierMultiplier(1533)).toBeCloseTo(4, 2);
  });

  it('slows a faster host more and a slower host less', () => {
    expect(midTierMultiplier(2000)).toBeCloseTo(6, 2);
    expect(midTierMultiplier(1300)).toBeCloseTo(3, 2);
    expect(midTierMultiplier(1000)).toBeCloseTo(2.4, 2);
    expect(midTierMultiplier(800)).toBeCloseTo(2, 2);
    expect(midTierMultiplier(475)).toBeCloseTo(1.5, 2);
    expect(midTierMultiplier(150)).toBeCloseTo(1, 2);
  });

  it('is continuous where the calculator’s brackets meet', () => {
    for (const edge of [800, 1300])
      expect(midTierMultiplier(edge - 0.001)).toBeCloseTo(midTierMultiplier(edge)!, 2);
  });

  it('refuses a host too slow to emulate the phone, and a value that is not a number', () => {
    expect(midTierMultiplier(149)).toBeNull();
    expect(midTierMultiplier(Number.NaN)).toBeNull();
  });
});
