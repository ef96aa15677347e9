/**
 * The real HTTP client (with the contract's schemas, zod and the sealer). Loaded on the first call, after the first
 * paint: nothing on the first screen needs it.
 */
import { REQUEST_TIMEOUT_MS } from '@croupier/contract';
import { createClient, createHybridSealer, fetchSystemStatus, type ApiError, type Client, type ClientBehaviour, type PayloadSealer, type SessionStore, type LanguageStore } from '@croupier/data';
import { brand } from '../brand';

export interface RealClientOptions {
  session: SessionStore;
  language: LanguageStore;
  onError: (behaviour: ClientBehaviour, error: ApiError) => void;
}

export function createSiteClient({ session, language, onError }: RealClientOptions): Client {
  let sealer: Promise<PayloadSealer> | null = null;
  const client: Client = createClient({
    baseUrl: brand.apiBaseUrl ?? '',
    merchantCode: brand.merchantCode,
    getLanguage: () => language.getLanguage(),
    getToken: () => session.getToken(),
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
    onError,
  });
  return client;
}
