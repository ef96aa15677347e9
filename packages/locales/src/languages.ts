/** The language codes a brand may offer (platform codes, upper case), each in its own name. */
export interface LanguageInfo {
  /** Platform code sent in the Language header and stored under `hisLang`. */
  code: string;
  /** BCP 47 tag for `<html lang>` and :lang() font selection. */
  htmlLang: string;
  /** The language's name in itself. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /**
   * Has a complete translation pack in packages/locales/src/<code>/ (others are shown in English, under lang="en").
   * Set it when the pack's directory lands: packs.test.ts fails while a directory and this flag disagree.
   */
  hasPack: boolean;
}

const l = (code: string, htmlLang: string, nativeName: string, hasPack = false, dir: 'ltr' | 'rtl' = 'ltr'): LanguageInfo => ({
  code,
  htmlLang,
  nativeName,
  dir,
  hasPack,
});

export const languages: readonly LanguageInfo[] = [
  l('JA', 'ja', '日本語', true),
  l('EN', 'en', 'English', true),
  l('CN', 'zh-CN', '简体中文', true),
  l('TW', 'zh-TW', '繁體中文', true),
  l('KO', 'ko', '한국어', true),
  l('TH', 'th', 'ไทย', true),
  l('VI', 'vi', 'Tiếng Việt', true),
  l('ID', 'id', 'Bahasa Indonesia', true),
  l('MS', 'ms', 'Bahasa Melayu', true),
  l('ES', 'es', 'Español', true),
  l('PT', 'pt', 'Português', true),
  l('PT-BR', 'pt-BR', 'Português (Brasil)', true),
  l('FR', 'fr', 'Français', true),
  l('DE', 'de', 'Deutsch', true),
  l('RU', 'ru', 'Русский', true),
  l('TR', 'tr', 'Türkçe', true),
  l('AR', 'ar', 'العربية', true, 'rtl'),
  l('FA', 'fa', 'فارسی', true, 'rtl'),
  l('UR', 'ur', 'اردو', true, 'rtl'),
  l('UR-LA', 'ur-Latn', 'Urdu (Roman)', true),
  l('HI', 'hi', 'हिन्दी', true),
  l('BN', 'bn', 'বাংলা', true),
  l('NE', 'ne', 'नेपाली', true),
  l('TA', 'ta', 'தமிழ்', true),
  l('MY', 'my', 'မြန်မာ', true),
  l('KM', 'km', 'ខ្មែរ', true),
  l('LO', 'lo', 'ລາວ', true),
  l('KK', 'kk', 'Қазақ тілі', true),
  l('UZ', 'uz', 'Oʻzbekcha', true),
  l('TY', 'tl', 'Tagalog', true),
];

export const defaultLanguage = 'JA';
/** Languages whose packs must always be complete. */
export const coreLanguages = ['JA', 'EN', 'CN'] as const;
/** Languages with full packs. */
export const packLanguages = languages.filter((x) => x.hasPack).map((x) => x.code);
/** Pseudo-locale for Storybook: lengthens and marks every string to expose clipping and untranslated text. */
export const pseudoLanguage = 'PSEUDO';
/** The BCP 47 tag of the pseudo-locale (i18next canonicalises language codes to BCP 47). */
export const pseudoTag = 'en-XA';

export function languageInfo(code: string): LanguageInfo | undefined {
  return languages.find((x) => x.code === code);
}

/**
 * `<html lang>` and `dir` for the language actually shown when `code` is chosen: its own tag and direction when it has
 * a pack; English (`en`, left to right) otherwise, since that is what a language without a pack is shown in.
 */
export function shownLanguage(code: string): { htmlLang: string; dir: 'ltr' | 'rtl' } {
  if (code === pseudoLanguage) return { htmlLang: 'en', dir: 'ltr' };
  const info = languageInfo(code);
  return info?.hasPack ? { htmlLang: info.htmlLang, dir: info.dir } : { htmlLang: 'en', dir: 'ltr' };
}

/** Platform code ("CN") -> BCP 47 tag ("zh-CN"), the key i18next uses. */
export function languageTag(code: string): string {
  if (code === pseudoLanguage) return pseudoTag;
  return languageInfo(code)?.htmlLang ?? code.toLowerCase();
}

/** BCP 47 tag -> platform code, for the Language header and `hisLang`. */
export function platformCode(tag: string): string {
  if (tag === pseudoTag) return pseudoLanguage;
  return languages.find((x) => x.htmlLang.toLowerCase() === tag.toLowerCase())?.code ?? tag.toUpperCase();
}
