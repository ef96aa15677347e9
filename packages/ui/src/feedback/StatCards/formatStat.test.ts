/** Money follows the member's language (Intl's separators, digits and calendar) with the brand's own symbol. */
import { describe, expect, it } from 'vitest';
import { formatCompactMoneyIn, formatMoneyIn, formatStatValue, isRtlLanguage } from './formatStat';

const LRI = '\u2066';
const PDI = '\u2069';

describe('money in the member language', () => {
  it.each([
    ['ja', 'P1,234,567.50'],
    ['en', 'P1,234,567.50'],
    ['zh-TW', 'P1,234,567.50'],
    ['de', 'P1.234.567,50'],
    ['pt-BR', 'P1.234.567,50'],
    ['fr', 'P1\u202f234\u202f567,50'],
    ['hi', 'P12,34,567.50'],
    ['bn', 'P১২,৩৪,৫৬৭.৫০'],
    ['ne', 'P१२,३४,५६७.५०'],
    ['my', 'P၁,၂၃၄,၅၆၇.၅၀'],
  ])('%s: %s', (lang, expected) => {
    expect(formatMoneyIn(lang, 1234567.5, 'P')).toBe(expected);
  });

  it('keeps the brand symbol, whatever the language', () => {
    expect(formatMoneyIn('de', -12, '€')).toBe('-€12,00');
    expect(formatMoneyIn('ko', 5, '₩', true)).toBe('+₩5.00');
  });

  it('right to left: Arabic (Latin digits, the CLDR default for "ar"), Persian (its own digits), Urdu, as a left-to-right isolate', () => {
    expect(formatMoneyIn('ar', -1234.5, 'P')).toBe(`${LRI}-P1,234.50${PDI}`);
    expect(formatMoneyIn('fa', 1234.5, 'P')).toBe(`${LRI}P۱٬۲۳۴٫۵۰${PDI}`);
    expect(formatMoneyIn('ur', 1234.5, 'P', true)).toBe(`${LRI}+P1,234.50${PDI}`);
    expect(formatCompactMoneyIn('ar', -12000, 'P')).toMatch(new RegExp(`^${LRI}-P.+${PDI}$`));
    expect(formatMoneyIn('ur-Latn', 1234.5, 'P')).toBe('P1,234.50');
  });

  it('counts and percentages in the language too', () => {
    expect(formatStatValue('de', 1234, 'count', 'P')).toBe('1.234');
    expect(formatStatValue('fa', 0.125, 'percent', 'P')).toBe('۱۲٫۵٪');
  });

  it('knows which languages are right to left', () => {
    expect(['ar', 'fa', 'ur', 'ar-EG'].every(isRtlLanguage)).toBe(true);
    expect(['en', 'ja', 'ur-Latn', 'zh-TW', 'hi'].some(isRtlLanguage)).toBe(false);
  });
});
