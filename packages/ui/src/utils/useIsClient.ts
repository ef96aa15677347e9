/**
 * False on the server and during hydration, true in the browser afterwards: for what only the browser can render
 * (portals into document.body), so a prerendered page and its hydration agree.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
