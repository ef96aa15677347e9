/**
 * The member centre's texts (namespaces `centre`, `cashier`, `records`) are not part of the first paint in any
 * language: the centre's chunk loads them for the language shown, once per language, and suspends until they are in.
 * A language without a pack gets English (as the rest of the site does).
 */
import { use } from 'react';
import { useLanguage } from '@croupier/data';
import { languageInfo, languageTag, loadCentrePacks, loadLotteryPacks, loadLoyaltyPacks, type ResourcePack } from '@croupier/locales';
import { i18n } from '../i18n';

/**
 * Loads a set of namespaces for a language once (a language without a pack gets English), adding them to i18next; a
 * failed download is tried again the next time.
 */
function packsOnce(load: (code: string) => Promise<ResourcePack>): (code: string) => Promise<void> {
  const loaded = new Map<string, Promise<void>>();
  return (code) => {
    const tag = languageTag(code);
    let pending = loaded.get(tag);
    if (!pending) {
      pending = load(languageInfo(code)?.hasPack ? code : 'EN').then((pack) => {
        for (const [ns, resources] of Object.entries(pack)) i18n.addResourceBundle(tag, ns, resources, true, true);
      });
      pending.catch(() => loaded.delete(tag));
      loaded.set(tag, pending);
    }
    return pending;
  };
}

/** The member centre's namespaces (centre, cashier, records, engage, loyalty). */
export const ensureCentreTranslations = packsOnce(loadCentrePacks);

/** Suspends the centre until its texts are loaded in the language shown. */
export function useCentreTranslations(): void {
  const { language } = useLanguage();
  use(ensureCentreTranslations(language));
}

/** The loyalty namespace alone (the jackpot ticker of the lobby pages): a few hundred bytes, not the centre's texts. */
export const ensureLoyaltyTranslations = packsOnce(loadLoyaltyPacks);

/** Suspends until the loyalty texts are loaded in the language shown. */
export function useLoyaltyTranslations(): void {
  const { language } = useLanguage();
  use(ensureLoyaltyTranslations(language));
}

/** The lottery namespace (the lottery pages). */
export const ensureLotteryTranslations = packsOnce(loadLotteryPacks);

/** Suspends until the lottery texts are loaded in the language shown. */
export function useLotteryTranslations(): void {
  const { language } = useLanguage();
  use(ensureLotteryTranslations(language));
}
