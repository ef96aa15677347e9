/** Dark or light: the brand's default first, the visitor's choice kept in local storage. */
import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '@croupier/ui';
import { brand } from '../brand';

export const MODE_STORAGE_KEY = 'croupier.mode';
const listeners = new Set<() => void>();

/** The stored mode, else the brand's default. */
export function readMode(): ThemeMode {
  // The build's prerender has no storage: the brand's default, as for a first-time visitor.
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(MODE_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : brand.defaultMode;
}

let mode: ThemeMode = readMode();

export function setMode(next: ThemeMode): void {
  mode = next;
  localStorage.setItem(MODE_STORAGE_KEY, next);
  document.documentElement.style.colorScheme = next;
  for (const listener of listeners) listener();
}

export function useMode(): ThemeMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
    () => mode,
  );
}
