/** Localized country names (Intl.DisplayNames) and flag emoji for the dialing-code list. */

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

/** The country's name in the interface language, or its code when the runtime does not know it. */
export function countryName(countryCode: string, locale: string): string {
  const code = countryCode.toUpperCase();
  try {
    return displayNames(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

let flagSupport: boolean | undefined;

/**
 * Whether this system draws flag emoji (Windows, and Linux without an emoji font, show two letters or two empty
 * boxes instead): a flag is one glyph about as wide as one letter-sized emoji, the fallback two.
 */
export function supportsFlagEmoji(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return (flagSupport = false);
    context.font = '32px sans-serif';
    const flag = context.measureText('\u{1F1EF}\u{1F1F5}').width;
    const letter = context.measureText('\u{1F1EF}').width;
    flagSupport = flag > 0 && flag < letter * 1.5;
  } catch {
    flagSupport = false;
  }
  return flagSupport;
}

/** Regional-indicator flag for a two-letter code; empty for anything else. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...Array.from(code, (c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** "+81" from "81" or "+81". */
export function dialingCode(code: string): string {
  return `+${code.replace(/^\+/, '')}`;
}
