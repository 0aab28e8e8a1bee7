import { describe, expect, it } from 'vitest';
import { checkManifest, refusalFor } from './version-skew';

const manifest = (version: string) => ({
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@villa/shared/api/client', version, requiredVersion: `^${version}` },
  ],
});

describe('shared version skew', () => {
  it('accepts a remote built against the same major of @villa/shared', () => {
    expect(checkManifest('http://cdn.test/a/mf-manifest.json', manifest('1.4.0'))).toBeNull();
    expect(refusalFor('http://cdn.test/a/mf-manifest.json')).toBeNull();
  });

  it('refuses another major with a clear Turkish message, remembered for its area', () => {
    const message = checkManifest('http://cdn.test/b/mf-manifest.json', manifest('2.0.0'));
    expect(message).toContain('@villa/shared 2.0.0');
    expect(message).toContain('açılamıyor');
    expect(refusalFor('http://cdn.test/b/mf-manifest.json')).toBe(message);
    // A fixed build clears the refusal.
    checkManifest('http://cdn.test/b/mf-manifest.json', manifest('1.0.0'));
    expect(refusalFor('http://cdn.test/b/mf-manifest.json')).toBeNull();
  });
});
