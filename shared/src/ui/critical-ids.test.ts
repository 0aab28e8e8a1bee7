import { describe, expect, it } from 'vitest';
import { getVillaAvailability } from '../contracts/villas';
import { availabilityPath } from './critical-ids';

describe('availabilityPath', () => {
  it("is the availability endpoint's path from its contract, the slug encoded", () => {
    expect(getVillaAvailability.path).toBe('/v1/villas/{slug}/availability');
    expect(availabilityPath('deniz-evi')).toBe('/v1/villas/deniz-evi/availability');
    expect(availabilityPath('a b/ç')).toBe('/v1/villas/a%20b%2F%C3%A7/availability');
  });
});
