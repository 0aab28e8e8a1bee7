import { describe, expect, it } from 'vitest';
import { ShellServicesContext } from './remote-context';

describe('ShellServicesContext', () => {
  it('is the one object kept on globalThis, so every copy of the module provides and reads the same context', () => {
    const registry = globalThis as unknown as Record<symbol, unknown>;
    expect(registry[Symbol.for('villa.shell-services-context')]).toBe(ShellServicesContext);
  });
});
