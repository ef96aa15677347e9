/** Puts the client and the session / language stores in context, with the SWR defaults of the data layer. */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@croupier/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { Client } from '../client/createClient';
import { createLanguageStore, type LanguageStore } from '../session/languageStore';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { DataContext, type DataContextValue } from './context';

/**
 * Errors already reach the site through the client's `onError` (one dialog per failed call); SWR's automatic retry
 * would repeat that dialog, so it is off unless a caller turns it back on.
 */
export const dataSwrDefaults: SWRConfiguration = { shouldRetryOnError: false };

export interface DataProviderProps {
  client: Client;
  /** Defaults to a store over `window.sessionStorage` (memory without a window). Pass the one `getToken` reads. */
  session?: SessionStore;
  /** Defaults to JA over every known code; pass the brand's (and the one `getLanguage` reads). */
  language?: LanguageStore;
  /** Merged over `dataSwrDefaults`. */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

export function DataProvider({ client, session, language, swrConfig, children }: DataProviderProps) {
  const [fallbackSession] = useState(() => session ?? createSessionStore());
  const [fallbackLanguage] = useState(() => language ?? createLanguageStore({ defaultLanguage: DEFAULT_LANGUAGE, offered: LANGUAGE_CODES }));
  const sessionStore = session ?? fallbackSession;
  const languageStore = language ?? fallbackLanguage;
  const value = useMemo<DataContextValue>(() => ({ client, session: sessionStore, language: languageStore }), [client, sessionStore, languageStore]);
  const config = useMemo(() => ({ ...dataSwrDefaults, ...swrConfig }), [swrConfig]);
  return (
    <DataContext.Provider value={value}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </DataContext.Provider>
  );
}
