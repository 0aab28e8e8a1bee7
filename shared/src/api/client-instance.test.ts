import { describe, expect, it } from 'vitest';
import { axiosInstance } from './client';

describe('axiosInstance', () => {
  it('keeps the one instance on globalThis, so a second copy of the module reuses it', async () => {
    const first = axiosInstance();
    const slot = globalThis as unknown as Record<symbol, unknown>;
    expect(slot[Symbol.for('villa.axios-instance')]).toBe(first);
    expect(axiosInstance()).toBe(first);
    expect(await first).toBe(await axiosInstance());
  });
});
