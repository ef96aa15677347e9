/**
 * The chosen language in localStorage (`hisLang`, conventions) and the language history (most recent first,
 * deduplicated, at most 10), falling back to the brand default; codes the brand does not offer are ignored.
 */
import { LOCAL_STORAGE_KEYS } from '@croupier/contract';
import { browserStorage, createListeners, type StorageLike } from './storage';

export const LANGUAGE_HISTORY_LIMIT = 10;

export interface LanguageSnapshot {
  language: string;
  /** Most recent first. */
  history: readonly string[];
}

export interface LanguageStore {
  getLanguage(): string;
  getHistory(): readonly string[];
  /** Stores the code (the offered spelling) and moves it to the front of the history; `false` if not offered. */
  setLanguage(code: string): boolean;
  isOffered(code: string): boolean;
  readonly defaultLanguage: string;
  readonly offered: readonly string[];
  subscribe(listener: () => void): () => void;
  getSnapshot(): LanguageSnapshot;
}

export interface LanguageStoreOptions {
  defaultLanguage: string;
  /** Language codes the brand offers. */
  offered: readonly string[];
  storage?: StorageLike;
}

export function createLanguageStore(options: LanguageStoreOptions): LanguageStore {
  const storage = options.storage ?? browserStorage('localStorage');
  const listeners = createListeners();
  const byUpper = new Map(options.offered.map((code) => [code.toUpperCase(), code]));
  const canonical = (code: unknown): string | null => (typeof code === 'string' ? (byUpper.get(code.trim().toUpperCase()) ?? null) : null);
  let snapshot: LanguageSnapshot | null = null;

  function getHistory(): string[] {
    let raw: unknown = [];
    try {
      raw = JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.languageHistory) ?? '[]');
    } catch {}
    const codes = (Array.isArray(raw) ? raw : []).map(canonical).filter((code): code is string => code !== null);
    return [...new Set(codes)].slice(0, LANGUAGE_HISTORY_LIMIT);
  }

  function getLanguage(): string {
    return canonical(storage.getItem(LOCAL_STORAGE_KEYS.language)) ?? options.defaultLanguage;
  }

  function getSnapshot(): LanguageSnapshot {
    const language = getLanguage();
    const history = getHistory();
    if (!snapshot || snapshot.language !== language || snapshot.history.join() !== history.join()) snapshot = { language, history };
    return snapshot;
  }

  // Another tab changing the language (localStorage is shared) notifies this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_STORAGE_KEYS.language || event.key === LOCAL_STORAGE_KEYS.languageHistory) listeners.notify();
  };

  return {
    getLanguage,
    getHistory,
    setLanguage(code) {
      const chosen = canonical(code);
      if (!chosen) return false;
      const before = getSnapshot();
      // A visitor who never chose has been seeing the default: it starts the history.
      const previous = getHistory().length > 0 ? getHistory() : [getLanguage()];
      storage.setItem(LOCAL_STORAGE_KEYS.language, chosen);
      const history = [chosen, ...previous.filter((c) => c !== chosen)].slice(0, LANGUAGE_HISTORY_LIMIT);
      storage.setItem(LOCAL_STORAGE_KEYS.languageHistory, JSON.stringify(history));
      if (getSnapshot() !== before) listeners.notify();
      return true;
    },
    isOffered: (code) => canonical(code) !== null,
    defaultLanguage: options.defaultLanguage,
    offered: options.offered,
    subscribe(listener) {
      const unsubscribe = listeners.subscribe(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
  };
}
