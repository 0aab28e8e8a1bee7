import { describe, expect, it } from 'vitest';
import { pageFilter, withFilters } from './url-filters';

describe('withFilters', () => {
  it('sets the keys given, drops the empty ones and keeps the rest', () => {
    const params = new URLSearchParams('role=OWNER&page=3&q=ayse');
    const next = withFilters(params, { role: 'ADMIN', page: '' });
    expect(next.toString()).toBe('role=ADMIN&q=ayse');
    // The current params are left as they were (react-router gets a new object).
    expect(params.toString()).toBe('role=OWNER&page=3&q=ayse');
  });

  it('adds a key that was not there', () => {
    expect(withFilters(new URLSearchParams(), { status: 'unread' }).toString()).toBe('status=unread');
  });
});

describe('pageFilter', () => {
  it('names pages after the first, and drops the key for the first', () => {
    expect(pageFilter(4)).toEqual({ page: '4' });
    expect(pageFilter(1)).toEqual({ page: '' });
  });
});
