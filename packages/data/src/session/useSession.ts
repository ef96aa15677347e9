/** React view of the session store of the nearest DataProvider. */
import { useSyncExternalStore } from 'react';
import { useSessionStore } from '../provider/context';
import type { SessionSnapshot } from './sessionStore';

/** The session values and predicates; re-renders when any of them changes. */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
