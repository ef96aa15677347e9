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

// JA is imported statically above, so its files are excluded here.
const lazyPacks = import.meta.glob<{ default: Record<string, unknown> }>(['./*/*.json', '!./JA/*.json']);

/** Loads one language's packs (only the namespaces that exist for it). */
export async function loadLanguagePack(code: string): Promise<ResourcePack> {
  if (code === defaultLanguage) return defaultResources;
  const pack: ResourcePack = {};
  await Promise.all(
    Object.entries(lazyPacks)
      .filter(([path]) => path.startsWith(`./${code}/`))
      .map(async ([path, load]) => {
        const ns = path.slice(code.length + 3, -'.json'.length);
        pack[ns] = (await load()).default;
      }),
  );
  return pack;
}
