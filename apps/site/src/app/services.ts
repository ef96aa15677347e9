/**
 * The site's singletons: the session and language stores, the one HTTP client and the channel that turns failed
 * calls into what the user sees. The client itself (contract schemas, zod, sealing) is loaded on the first call,
 * so the first paint does not wait for it.
 */
import {
  createLanguageStore,
  createSessionStore,
  type ApiError,
  type Client,
  type ClientBehaviour,
} from '@croupier/data';
import { brand } from '../brand';
import { nextTask } from '../nextTask';

export const sessionStore = createSessionStore();
export const languageStore = createLanguageStore({ defaultLanguage: brand.defaultLanguage, offered: brand.languages });

type BehaviourListener = (behaviour: ClientBehaviour, error: ApiError) => void;
const behaviourListeners = new Set<BehaviourListener>();

/** Subscribes to failed calls (the site shows one dialog, toast or re-login per failure). */
export function onCallFailure(listener: BehaviourListener): () => void {
  behaviourListeners.add(listener);
  return () => behaviourListeners.delete(listener);
}

let real: Promise<Client> | null = null;

function loadClient(): Promise<Client> {
  // In two steps, each evaluated in its own task (the contract's schemas, then the client and its sealer): together
  // they would hold the main thread long enough to delay a tap.
  real ??= import('@croupier/contract')
    .then(nextTask)
    .then(() => import('./realClient'))
    .then(({ createSiteClient }) =>
      createSiteClient({
        session: sessionStore,
        language: languageStore,
        onError: (behaviour, error) => {
          for (const listener of behaviourListeners) listener(behaviour, error);
        },
      }),
    );
  return real;
}

/** The client every hook uses: the same `Client` interface, forwarding to the real one once it has loaded. */
export const client: Client = {
  merchantCode: brand.merchantCode,
  call: ((key, ...args) => loadClient().then((c) => c.call(key, ...args))) as Client['call'],
};

// The merchant is kept in the session for the conventions (and kept on logout, SPEC §4).
if (!sessionStore.get('merchantCode'))
  sessionStore.update({ merchant: brand.merchantCode, merchantCode: brand.merchantCode });
