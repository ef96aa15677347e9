/** Web Storage, injectable: the browser's when there is one, an in-memory stand-in otherwise (SSR, tests, blocked storage). */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StorageLike {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** `window.sessionStorage` / `window.localStorage` when usable, else memory (no crash without `window`). */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): StorageLike {
  try {
    const storage = (globalThis as { [K in typeof kind]?: Storage })[kind];
    if (storage) {
      // Safari private mode and blocked cookies make access throw; probe once.
      const probe = '__croupier_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {}
  return createMemoryStorage();
}

/** A set of listeners with one notify. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(): void {
      for (const listener of [...listeners]) listener();
    },
    get size() {
      return listeners.size;
    },
  };
}
