/** The session keys of SPEC §3 in sessionStorage, typed, with the account predicates of SPEC §4 and change notification. */
import { ACCOUNT_TYPE_TRIAL, SESSION_STORAGE_KEYS, isAgentAccount } from '@croupier/contract';
import { browserStorage, createListeners, type StorageLike } from './storage';

export interface SessionValues {
  token: string | null;
  /** Account type: 4 trial; 1, 2, 41, 42 agents. */
  isAgent: number | null;
  merchant: string | null;
  merchantCode: string | null;
  account: string | null;
  customerId: string | null;
  /** Stored as a JSON array (member info's `memberLabel`). */
  memberLabel: readonly string[];
  /** Stored under `current_vassalage`. */
  currentVassalage: string | null;
}

export type SessionField = keyof SessionValues;

export interface SessionSnapshot extends Readonly<SessionValues> {
  /** A token exists (SPEC §4). */
  isLoggedIn: boolean;
  /** isAgent is 4 (free-play account). */
  isTrial: boolean;
  /** isAgent is 1, 2, 41 or 42 (may open the agent centre). */
  isAgentType: boolean;
}

export const sessionFields = Object.keys(SESSION_STORAGE_KEYS) as SessionField[];

/** SPEC §4: logout clears session storage but keeps the merchant. */
export const DEFAULT_KEPT_ON_CLEAR: readonly SessionField[] = ['merchant', 'merchantCode'];

export interface SessionStore {
  get<K extends SessionField>(field: K): SessionValues[K];
  /** `null` (or an empty label list) removes the key. */
  set<K extends SessionField>(field: K, value: SessionValues[K]): void;
  /** Several fields, one notification. */
  update(values: Partial<SessionValues>): void;
  getToken(): string | null;
  setToken(token: string | null): void;
  isLoggedIn(): boolean;
  isTrial(): boolean;
  isAgentType(): boolean;
  /** Clears session storage except `keep` (default merchant and merchantCode). */
  clearSession(options?: { keep?: readonly SessionField[] }): void;
  /** `useSyncExternalStore` pair: the snapshot object stays the same until a value changes. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
}

function read(storage: StorageLike, field: SessionField): SessionValues[SessionField] {
  const raw = storage.getItem(SESSION_STORAGE_KEYS[field]);
  switch (field) {
    case 'isAgent': {
      if (raw === null || raw.trim() === '') return null;
      const n = Number(raw);
      return Number.isInteger(n) ? n : null;
    }
    case 'memberLabel': {
      if (raw === null || raw === '') return [];
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) return parsed.filter((x): x is string => typeof x === 'string');
      } catch {}
      return [raw];
    }
    default:
      return raw === '' ? null : raw;
  }
}

function write(storage: StorageLike, field: SessionField, value: unknown): void {
  const key = SESSION_STORAGE_KEYS[field];
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) storage.removeItem(key);
  else storage.setItem(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
}

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return sessionFields.every((field) =>
    field === 'memberLabel' ? a.memberLabel.length === b.memberLabel.length && a.memberLabel.every((x, i) => x === b.memberLabel[i]) : a[field] === b[field],
  );
}

export function createSessionStore(options: { storage?: StorageLike } = {}): SessionStore {
  const storage = options.storage ?? browserStorage('sessionStorage');
  const listeners = createListeners();
  let snapshot: SessionSnapshot | null = null;

  const get = <K extends SessionField>(field: K) => read(storage, field) as SessionValues[K];

  function getSnapshot(): SessionSnapshot {
    const values = Object.fromEntries(sessionFields.map((field) => [field, read(storage, field)])) as unknown as SessionValues;
    const next: SessionSnapshot = {
      ...values,
      isLoggedIn: Boolean(values.token),
      isTrial: values.isAgent === ACCOUNT_TYPE_TRIAL,
      isAgentType: isAgentAccount(values.isAgent),
    };
    // Reads storage every time (another script may write it) but keeps the old object while nothing changed.
    if (!snapshot || !sameSnapshot(snapshot, next)) snapshot = next;
    return snapshot;
  }

  function update(values: Partial<SessionValues>): void {
    const before = getSnapshot();
    for (const [field, value] of Object.entries(values)) {
      if (sessionFields.includes(field as SessionField)) write(storage, field as SessionField, value);
    }
    if (getSnapshot() !== before) listeners.notify();
  }

  return {
    get,
    set: (field, value) => update({ [field]: value }),
    update,
    getToken: () => get('token'),
    setToken: (token) => update({ token }),
    isLoggedIn: () => getSnapshot().isLoggedIn,
    isTrial: () => getSnapshot().isTrial,
    isAgentType: () => getSnapshot().isAgentType,
    clearSession({ keep = DEFAULT_KEPT_ON_CLEAR } = {}) {
      const before = getSnapshot();
      const kept = keep.map((field) => [SESSION_STORAGE_KEYS[field], storage.getItem(SESSION_STORAGE_KEYS[field])] as const);
      storage.clear();
      for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
      if (getSnapshot() !== before) listeners.notify();
    },
    subscribe: listeners.subscribe,
    getSnapshot,
  };
}
