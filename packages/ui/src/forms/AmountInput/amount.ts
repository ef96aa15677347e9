/**
 * The money-amount rules shared by AmountInput and the forms that use it: a canonical text form (digits, one
 * point, at most two decimals), paste normalisation, validation codes and Intl formatting.
 */

export const amountIssues = ['required', 'notANumber', 'zero', 'tooPrecise', 'belowMin', 'aboveMax'] as const;
export type AmountIssue = (typeof amountIssues)[number];

export interface AmountRules {
  /** Smallest allowed amount (inclusive). */
  min?: number;
  /** Largest allowed amount (inclusive). */
  max?: number;
  /** An empty value is an issue (`required`); otherwise empty passes. Default true. */
  isRequired?: boolean;
}

/** What may stand in the field while typing: digits, then one point and at most two decimals. */
const typingPattern = /^\d*(\.\d{0,2})?$/;
const numberPattern = /^(\d+\.?\d*|\.\d+)$/;

/** Whether `text` is a state the field accepts while typing ("", "12", "12.", "12.3", "12.34"). */
export function isTypableAmount(text: string): boolean {
  return typingPattern.test(text);
}

/** Whole cents, exact for the two-decimal amounts the field holds. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The number in a field's text, or null when it is not a plain non-negative number. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (!numberPattern.test(text)) return null;
  return Number(text);
}

function decimalsOf(value: string | number): number {
  if (typeof value === 'number') return Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 ? 3 : 0;
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.trim().length - point - 1;
}

/**
 * Turns pasted or autofilled text into the canonical form: "¥ 1,234.567" -> "1234.56", "1.234,5" -> "1234.5"
 * (with `decimalSeparator` ','), "12,50" -> "12.50". Extra decimals are cut, never rounded up: a pasted amount
 * never grows. Text without digits becomes "".
 */
export function normaliseAmountText(raw: string, decimalSeparator: '.' | ',' = '.'): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return '';
  const lastDot = kept.lastIndexOf('.');
  const lastComma = kept.lastIndexOf(',');
  let point = -1;
  if (lastDot !== -1 && lastComma !== -1) point = Math.max(lastDot, lastComma);
  else if (lastDot !== -1 || lastComma !== -1) {
    const mark = lastDot !== -1 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const once = kept.indexOf(mark) === at;
    const groupOfThree = /^\d{3}$/.test(kept.slice(at + 1));
    // One mark is the decimal point unless it is the other kind and followed by exactly three digits
    // (then it groups thousands: "1,000" in English, "1.000" in Indonesian).
    if (once && !(mark !== decimalSeparator && groupOfThree)) point = at;
  }
  const whole = (point === -1 ? kept : kept.slice(0, point)).replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  if (point === -1) return whole;
  const fraction = kept
    .slice(point + 1)
    .replace(/[.,]/g, '')
    .slice(0, 2);
  return `${whole || '0'}.${fraction}`;
}

/** The first rule `value` breaks, or undefined when it is a valid amount. */
export function validateAmount(
  value: string | number | null | undefined,
  rules: AmountRules = {},
): AmountIssue | undefined {
  const { min, max, isRequired = true } = rules;
  const isEmpty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (isEmpty) return isRequired ? 'required' : undefined;
  const amount = parseAmount(value);
  if (amount === null) return 'notANumber';
  if (amount <= 0) return 'zero';
  if (decimalsOf(value) > 2) return 'tooPrecise';
  if (min !== undefined && toCents(amount) < toCents(min)) return 'belowMin';
  if (max !== undefined && toCents(amount) > toCents(max)) return 'aboveMax';
  return undefined;
}

/** Money in the UI language with two decimals: a currency code gives its symbol, none gives a plain number. */
export function formatAmount(amount: number, locale: string, currency?: string): string {
  return new Intl.NumberFormat(locale, {
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A quick-amount chip's label: "1,000" for whole amounts, "12.50" otherwise. */
export function formatChipAmount(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** The canonical field text for an amount: "500", "12.50". */
export function amountToText(amount: number): string {
  const cents = Math.floor(toCents(amount));
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The decimal separator of a locale, '.' or ','. */
export function decimalSeparatorOf(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}
