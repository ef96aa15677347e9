/** React view of the language store of the nearest DataProvider. */
import { useSyncExternalStore } from 'react';
import { useLanguageStore } from '../provider/context';

export interface UseLanguageResult {
  language: string;
  history: readonly string[];
  offered: readonly string[];
  /** Stores the code; `false` when the brand does not offer it. (The language update call is `useUpdateLanguage`.) */
  setLanguage: (code: string) => boolean;
}

export function useLanguage(): UseLanguageResult {
  const store = useLanguageStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { language: snapshot.language, history: snapshot.history, offered: store.offered, setLanguage: store.setLanguage };
}
