import { describe, expect, it } from 'vitest';
import { currencySymbolOf, sumMoney } from './money';

describe('currencySymbolOf', () => {
  it('gives the narrow symbol of an ISO currency in the language', () => {
    expect(currencySymbolOf('en', 'PHP')).toBe('₱');
    expect(currencySymbolOf('en', 'JPY')).toBe('¥');
    // The language's own form: Japanese writes the yen sign full-width.
    expect(currencySymbolOf('ja', 'JPY')).toBe('￥');
    expect(currencySymbolOf('vi', 'VND')).toBe('₫');
    expect(currencySymbolOf('en', 'USD')).toBe('$');
  });

  it('falls back to the code for a code Intl cannot use', () => {
    expect(currencySymbolOf('en', 'not-a-code')).toBe('not-a-code');
  });
});

describe('sumMoney', () => {
  it('adds in whole cents, without binary-fraction drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([-1150, 1215.5, -3199.75, -175])).toBe(-3309.25);
    expect(sumMoney([])).toBe(0);
  });
});
