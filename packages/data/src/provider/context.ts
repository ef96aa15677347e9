/** The data context: the client and the two stores that hooks read (never module singletons). */
import { createContext, useContext } from 'react';
import type { Client } from '../client/createClient';
import type { LanguageStore } from '../session/languageStore';
import type { SessionStore } from '../session/sessionStore';

export interface DataContextValue {
  client: Client;
  session: SessionStore;
  language: LanguageStore;
}

export const DataContext = createContext<DataContextValue | null>(null);

function useDataContext(hook: string): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error(`${hook} must be used inside <DataProvider>`);
  return value;
}

/** The client of the nearest `DataProvider`. */
export function useClient(): Client {
  return useDataContext('useClient').client;
}

export function useSessionStore(): SessionStore {
  return useDataContext('useSessionStore').session;
}

export function useLanguageStore(): LanguageStore {
  return useDataContext('useLanguageStore').language;
}
