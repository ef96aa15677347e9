/**
 * The member centre's texts (namespaces `centre`, `cashier`, `records`) are not part of the first paint in any
 * language: the centre's chunk loads them for the language shown, once per language, and suspends until they are in.
 * A language without a pack gets English (as the rest of the site does).
 */
import { use } from 'react';
import { useLanguage } from '@croupier/data';
import { languageInfo, languageTag, loadCentrePacks, loadLoyaltyPacks } from '@croupier/locales';
import { i18n } from '../i18n';

const loaded = new Map<string, Promise<void>>();

export function ensureCentreTranslations(code: string): Promise<void> {
  const tag = languageTag(code);
  let pending = loaded.get(tag);
  if (!pending) {
    pending = loadCentrePacks(languageInfo(code)?.hasPack ? code : 'EN').then((pack) => {
      for (const [ns, resources] of Object.entries(pack)) i18n.addResourceBundle(tag, ns, resources, true, true);
    });
    // A failed download is tried again the next time the centre opens.
    pending.catch(() => loaded.delete(tag));
    loaded.set(tag, pending);
  }
  return pending;
}

/** Suspends the centre until its texts are loaded in the language shown. */
export function useCentreTranslations(): void {
  const { language } = useLanguage();
  use(ensureCentreTranslations(language));
}

const loyaltyLoaded = new Map<string, Promise<void>>();

/** The loyalty namespace alone (the jackpot ticker of the lobby pages): a few hundred bytes, not the centre's texts. */
export function ensureLoyaltyTranslations(code: string): Promise<void> {
  const tag = languageTag(code);
  let pending = loyaltyLoaded.get(tag);
  if (!pending) {
    pending = loadLoyaltyPacks(languageInfo(code)?.hasPack ? code : 'EN').then((pack) => {
      for (const [ns, resources] of Object.entries(pack)) i18n.addResourceBundle(tag, ns, resources, true, true);
    });
    pending.catch(() => loyaltyLoaded.delete(tag));
    loyaltyLoaded.set(tag, pending);
  }
  return pending;
}

/** Suspends until the loyalty texts are loaded in the language shown. */
export function useLoyaltyTranslations(): void {
  const { language } = useLanguage();
  use(ensureLoyaltyTranslations(language));
}
