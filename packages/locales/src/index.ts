/** i18next resources, one JSON file per language and namespace; JA is the default and is bundled eagerly. */
import jaAuth from './JA/auth.json';
import jaCommon from './JA/common.json';
import jaErrors from './JA/errors.json';
import jaFeedback from './JA/feedback.json';
import jaFrame from './JA/frame.json';
import jaLobby from './JA/lobby.json';
import jaSite from './JA/site.json';
import jaUi from './JA/ui.json';

import { defaultLanguage } from './languages';

export * from './languages';

export const namespaces = ['common', 'ui', 'site', 'frame', 'auth', 'feedback', 'errors', 'lobby'] as const;
export type Namespace = (typeof namespaces)[number];
export type ResourcePack = Record<string, Record<string, unknown>>;

/** The default language, available synchronously for the first paint. */
export const defaultResources: ResourcePack = { common: jaCommon, ui: jaUi, site: jaSite, frame: jaFrame, auth: jaAuth, feedback: jaFeedback, errors: jaErrors, lobby: jaLobby };

/**
 * The member centre's namespaces (its panels' texts): never in the first paint, in any language; the centre loads them
 * when it opens (`loadCentrePacks`). `engage` (promotions, rewards, missions, cashback, referral) is one of them: the
 * centre's reward pages use it, and the promotion pages load it the same way.
 */
export const centreNamespaces = ['centre', 'cashier', 'records', 'engage', 'loyalty'] as const;
export type CentreNamespace = (typeof centreNamespaces)[number];

/**
 * The loyalty pages' namespace (VIP, points mall, jackpot, join us, feedback): not in the first paint either; the
 * pages that show them load it (`loadLoyaltyPacks`), and the member centre loads it with its own (player rank).
 */
export const loyaltyNamespaces = ['loyalty'] as const;
export type LoyaltyNamespace = (typeof loyaltyNamespaces)[number];

/** The lottery pages' namespace (the kit's Lottery pieces and /lottery, /elott, /vnlottery, /seaLottery): loaded by those pages (`loadLotteryPacks`). */
export const lotteryNamespaces = ['lottery'] as const;
export type LotteryNamespace = (typeof lotteryNamespaces)[number];

// JA is imported statically above, so its files are excluded here; so are the centre's and the loyalty namespaces.
const lazyPacks = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./JA/*.json',
  '!./*/centre.json',
  '!./*/cashier.json',
  '!./*/records.json',
  '!./*/engage.json',
  '!./*/loyalty.json',
  '!./*/lottery.json',
]);
const centrePacks = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/centre.json',
  './*/cashier.json',
  './*/records.json',
  './*/engage.json',
  './*/loyalty.json',
]);
const loyaltyPacks = import.meta.glob<{ default: Record<string, unknown> }>(['./*/loyalty.json']);
const lotteryPacks = import.meta.glob<{ default: Record<string, unknown> }>(['./*/lottery.json']);

function namespaceOf(path: string, code: string): string {
  return path.slice(code.length + 3, -'.json'.length);
}

async function loadFrom(
  packs: Record<string, () => Promise<{ default: Record<string, unknown> }>>,
  code: string,
): Promise<ResourcePack> {
  const pack: ResourcePack = {};
  await Promise.all(
    Object.entries(packs)
      .filter(([path]) => path.startsWith(`./${code}/`))
      .map(async ([path, load]) => {
        pack[namespaceOf(path, code)] = (await load()).default;
      }),
  );
  return pack;
}

/** Loads one language's member-centre namespaces (those that exist for it). */
export function loadCentrePacks(code: string): Promise<ResourcePack> {
  return loadFrom(centrePacks, code);
}

/** Loads one language's loyalty namespace (for /vip, /pointMall, /join, the jackpot ticker and feedback). */
export function loadLoyaltyPacks(code: string): Promise<ResourcePack> {
  return loadFrom(loyaltyPacks, code);
}

/** Loads one language's lottery namespace (for the lottery pages). */
export function loadLotteryPacks(code: string): Promise<ResourcePack> {
  return loadFrom(lotteryPacks, code);
}

/** Loads one language's packs (only the namespaces that exist for it). */
export async function loadLanguagePack(code: string): Promise<ResourcePack> {
  if (code === defaultLanguage) return defaultResources;
  const pack: ResourcePack = {};
  await Promise.all(
    Object.entries(lazyPacks)
      .filter(([path]) => path.startsWith(`./${code}/`))
      .map(async ([path, load]) => {
        pack[namespaceOf(path, code)] = (await load()).default;
      }),
  );
  return pack;
}
