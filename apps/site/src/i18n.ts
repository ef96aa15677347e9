/**
 * i18n for the site: JA bundled for the first paint, other languages loaded on demand; the choice (and its history)
 * lives in the language store (`hisLang`, SPEC §1). Languages without a pack fall back to English, never to a key.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultResources, languageInfo, languageTag, loadLanguagePack, namespaces, shownLanguage } from '@croupier/locales';
import { loadScriptFonts } from '@croupier/ui/theme';
import { languageStore } from './app/services';

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: languageTag('JA'),
  resources: { [languageTag('JA')]: defaultResources },
  fallbackLng: 'en',
  ns: [...namespaces],
  defaultNS: 'site',
  interpolation: { escapeValue: false },
  initAsync: false,
});

async function ensurePack(code: string) {
  const tag = languageTag(code);
  if (i18n.hasResourceBundle(tag, 'common')) return;
  const pack = await loadLanguagePack(languageInfo(code)?.hasPack ? code : 'EN');
  for (const [ns, resources] of Object.entries(pack)) i18n.addResourceBundle(tag, ns, resources, true, true);
}

/**
 * Loads the language and switches the translations to it unless they show it already (no document: the build's
 * prerender uses it too).
 */
export async function switchTranslations(code: string): Promise<void> {
  await ensurePack(code);
  if (i18n.language !== languageTag(code)) await i18n.changeLanguage(languageTag(code));
}

/**
 * Loads the language, switches to it and sets `<html lang dir>` to the language shown; stores the choice. A language
 * without a full pack (`hasPack`) is shown with the English pack, under lang="en" and left to right.
 */
export async function applyLanguage(code: string): Promise<void> {
  const shown = shownLanguage(code);
  // The pack and the script's faces first, so the page never shows the language in a face still arriving.
  await Promise.all([ensurePack(code), loadScriptFonts(shown.htmlLang)]);
  // (Already showing it, e.g. the first paint in Japanese: no re-render of every translated component.)
  await switchTranslations(code);
  document.documentElement.lang = shown.htmlLang;
  document.documentElement.dir = shown.dir;
  languageStore.setLanguage(code);
}

/** The stored language (or the brand default) before the first render. */
export function initialLanguage(): string {
  return languageStore.getLanguage();
}
