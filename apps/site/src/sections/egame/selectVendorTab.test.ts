import { describe, expect, it } from 'vitest';
import { selectVendorTab } from './selectVendorTab';

describe('slot hall vendor tab (SPEC §2)', () => {
  it('takes the page query first, then the saved vendor, then the first tab', () => {
    expect(selectVendorTab(['PG', 'PP', 'PNG'], 'pp', 'PNG')).toBe('PP');
    expect(selectVendorTab(['PG', 'PP', 'PNG'], null, 'PNG')).toBe('PNG');
    expect(selectVendorTab(['PG', 'PP', 'PNG'], 'nope', 'gone')).toBe('PG');
    expect(selectVendorTab([], 'pg', null)).toBe('PG');
    expect(selectVendorTab([], null, null)).toBeNull();
  });
});
