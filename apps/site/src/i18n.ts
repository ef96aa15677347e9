/** i18n for the site: JA bundled for the first paint, other languages loaded on demand, choice kept in `hisLang`. */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultResources, languageInfo, languageTag, loadLanguagePack, namespaces } from '@croupier/locales';
import { loadScriptFonts } from '@croupier/ui/theme';
import { brand } from './brand';

const storageKey = 'hisLang';
const historyKey = 'hisLangHistory';

export function storedLanguage(): string {
  const stored = localStorage.getItem(storageKey);
  return stored && brand.languages.includes(stored) ? stored : brand.defaultLanguage;
}

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

export async function changeLanguage(code: string): Promise<void> {
  const info = languageInfo(code);
  await Promise.all([ensurePack(code), code === 'EN' ? undefined : ensurePack('EN'), loadScriptFonts(info?.htmlLang ?? 'ja')]);
  await i18n.changeLanguage(languageTag(code));
  document.documentElement.lang = info?.htmlLang ?? 'ja';
  document.documentElement.dir = info?.dir ?? 'ltr';
  localStorage.setItem(storageKey, code);
  const history = JSON.parse(localStorage.getItem(historyKey) ?? '[]') as string[];
  localStorage.setItem(historyKey, JSON.stringify([code, ...history.filter((c) => c !== code)].slice(0, 10)));
}
