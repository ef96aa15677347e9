/** Intl formatting for summary figures and charts, in the UI language; formatters are cached per language. */

export const statFormats = ['money', 'count', 'percent'] as const;
export type StatFormat = (typeof statFormats)[number];

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${kind}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, options);
    } catch {
      // An unknown tag (a brand's own language code) falls back to the runtime's default locale.
      format = new Intl.NumberFormat(undefined, options);
    }
    cache.set(key, format);
  }
  return format;
}

const rtlLanguages = new Set(['ar', 'fa', 'ur', 'he', 'ps', 'sd', 'ckb', 'yi', 'dv']);

/** A right-to-left language written in its own script ("ar", "fa", "ur"; not "ur-Latn"). */
export function isRtlLanguage(lang: string): boolean {
  const [language = '', ...subtags] = lang.toLowerCase().split('-');
  return rtlLanguages.has(language) && !subtags.includes('latn');
}

/**
 * Keeps sign, symbol and digits in one left-to-right run inside right-to-left text: without the isolate (U+2066 ...
 * U+2069) an Arabic line shows `-P1,234.50` as `P1,234.50-`.
 */
const isolate = (lang: string, text: string) => (isRtlLanguage(lang) ? `\u2066${text}\u2069` : text);

const moneyOptions: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * Money with two decimals in the UI language, the brand's symbol before the digits and the sign before the symbol
 * (`-P1,234.50`); `isSigned` adds `+` to gains. A value that rounds to zero carries no sign. The digits, separators
 * and numbering system are the language's own by Intl's default (German `P1.234,50`, Persian `P۱٬۲۳۴٫۵۰`, Arabic
 * `P1,234.50`: CLDR's `ar` uses Latin digits); in a right-to-left language the figure is a left-to-right isolate.
 */
export function formatMoneyIn(lang: string, value: number, symbol: string, isSigned = false): string {
  const digits = numberFormat(lang, 'money', moneyOptions).format(Math.abs(value));
  const isZero = Math.round(Math.abs(value) * 100) === 0;
  const sign = isZero ? '' : value < 0 ? '-' : isSigned ? '+' : '';
  return isolate(lang, `${sign}${symbol}${digits}`);
}

/** Short money for axis labels: compact notation of the language (1.2万, 12K, 1.2만), sign before the symbol. */
export function formatCompactMoneyIn(lang: string, value: number, symbol: string): string {
  const digits = numberFormat(lang, 'compact', { notation: 'compact', maximumFractionDigits: 1 }).format(
    Math.abs(value),
  );
  return isolate(lang, `${value < 0 ? '-' : ''}${symbol}${digits}`);
}

/** A figure in its format: money (two decimals), a count (whole), or a ratio shown as a percentage (0.125 = 12.5%). */
export function formatStatValue(
  lang: string,
  value: number,
  format: StatFormat,
  symbol: string,
  isSigned = false,
): string {
  if (format === 'money') return formatMoneyIn(lang, value, symbol, isSigned);
  const options: Intl.NumberFormatOptions =
    format === 'count'
      ? { maximumFractionDigits: 0 }
      : { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 };
  return numberFormat(lang, isSigned ? `${format}+` : format, {
    ...options,
    ...(isSigned ? { signDisplay: 'exceptZero' } : {}),
  }).format(value);
}

/** A change against the previous period, a ratio (0.125 = +12.5%), always signed. */
export function formatDeltaIn(lang: string, ratio: number): string {
  return numberFormat(lang, 'delta', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(ratio);
}
