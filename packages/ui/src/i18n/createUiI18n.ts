/** An i18next instance with the kit's resources: Storybook and tests use every pack, the site loads them lazily. */
import i18next, { type i18n as I18n } from 'i18next';
import { allPacks } from '@croupier/locales/all';
import { defaultLanguage, languageInfo, languageTag, platformCode, pseudoTag, type ResourcePack } from '@croupier/locales';

/** Stretches a string by about 40% and brackets it, keeping {{placeholders}} intact. */
export function pseudoLocalize(value: string): string {
  const map: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', A: 'Å', E: 'É', I: 'Í', O: 'Ø', U: 'Û', c: 'ç', n: 'ñ', s: 'š', y: 'ý' };
  const accented = value.replace(/\{\{[^}]+\}\}|[aeiouAEIOUcnsy]/g, (m) => (m.length > 1 ? m : (map[m] ?? m)));
  const padding = '·'.repeat(Math.max(2, Math.round(value.length * 0.4)));
  return `[${accented}${padding}]`;
}

/** Every bundled pack, grouped by BCP 47 tag then namespace. */
export function bundledResources(): Record<string, ResourcePack> {
  const out: Record<string, ResourcePack> = {};
  for (const [path, pack] of Object.entries(allPacks)) {
    const [, lang, file] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (!lang || !file) continue;
    (out[languageTag(lang)] ??= {})[file] = pack;
  }
  return out;
}

/** Full packs fall back to English for a missing key; other languages use English throughout. */
export function fallbackFor(tag: string): string[] {
  if (tag === 'en') return [];
  const code = platformCode(tag);
  return languageInfo(code)?.hasPack ? ['en'] : ['en', languageTag(defaultLanguage)];
}

/** `code` is a platform language code ("JA", "CN", "PSEUDO"). */
export function createUiI18n(code: string = defaultLanguage, resources = bundledResources()): I18n {
  const instance = i18next.createInstance();
  instance.use({
    type: 'postProcessor',
    name: 'pseudo',
    process: (value: string) => (instance.language === pseudoTag ? pseudoLocalize(value) : value),
  });
  void instance.init({
    lng: languageTag(code),
    // The pseudo-locale stretches the English pack.
    resources: { ...resources, [pseudoTag]: resources.en ?? {} },
    fallbackLng: (code: string) => fallbackFor(code),
    defaultNS: 'common',
    ns: Object.keys(resources[languageTag(defaultLanguage)] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    postProcess: ['pseudo'],
  });
  return instance;
}
