/**
 * The site's singletons: the session and language stores, the one HTTP client (sealing with the platform's key from
 * the status call) and the channel that turns failed calls into what the user sees.
 */
import { REQUEST_TIMEOUT_MS } from '@croupier/contract';
import {
  createClient,
  createHybridSealer,
  createLanguageStore,
  createSessionStore,
  fetchSystemStatus,
  type ApiError,
  type ClientBehaviour,
  type PayloadSealer,
} from '@croupier/data';
import { brand } from '../brand';

export const sessionStore = createSessionStore();
export const languageStore = createLanguageStore({ defaultLanguage: brand.defaultLanguage, offered: brand.languages });

type BehaviourListener = (behaviour: ClientBehaviour, error: ApiError) => void;
const behaviourListeners = new Set<BehaviourListener>();

/** Subscribes to failed calls (the site shows one dialog, toast or re-login per failure). */
export function onCallFailure(listener: BehaviourListener): () => void {
  behaviourListeners.add(listener);
  return () => behaviourListeners.delete(listener);
}

let sealer: Promise<PayloadSealer> | null = null;

export const client = createClient({
  baseUrl: brand.apiBaseUrl ?? '',
  merchantCode: brand.merchantCode,
  getLanguage: () => languageStore.getLanguage(),
  getToken: () => sessionStore.getToken(),
  timeoutMs: REQUEST_TIMEOUT_MS,
  pathOverrides: brand.endpointOverrides,
  // The platform publishes its RSA key in the status call; fetched once, on the first sealed call.
  sealer: () => {
    sealer ??= fetchSystemStatus(client, location.host).then(
      ({ rsaPublicKey }) => createHybridSealer(rsaPublicKey),
      (error: unknown) => {
        sealer = null;
        throw error;
      },
    );
    return sealer;
  },
  onError: (behaviour, error) => {
    for (const listener of behaviourListeners) listener(behaviour, error);
  },
});

// The merchant is kept in the session for the conventions (and kept on logout, SPEC §4).
if (!sessionStore.get('merchantCode')) sessionStore.update({ merchant: brand.merchantCode, merchantCode: brand.merchantCode });
