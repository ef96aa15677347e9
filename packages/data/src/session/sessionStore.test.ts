import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './sessionStore';
import { browserStorage, createMemoryStorage } from './storage';

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  return { storage, store: createSessionStore({ storage }) };
}

describe('sessionStore', () => {
  it('reads and writes the SPEC §3 keys under their storage names, typed', () => {
    const { storage, store } = setup();
    store.update({
      token: 'tok',
      isAgent: 41,
      merchant: 'Merchant One',
      merchantCode: 'm1',
      account: 'alice',
      customerId: '77',
      memberLabel: ['vip', 'new'],
      currentVassalage: 'TCG_SEA',
    });
    expect(storage.getItem('token')).toBe('tok');
    expect(storage.getItem('isAgent')).toBe('41');
    expect(storage.getItem('merchant')).toBe('Merchant One');
    expect(storage.getItem('merchantCode')).toBe('m1');
    expect(storage.getItem('account')).toBe('alice');
    expect(storage.getItem('customerId')).toBe('77');
    expect(storage.getItem('memberLabel')).toBe('["vip","new"]');
    expect(storage.getItem('current_vassalage')).toBe('TCG_SEA');
    expect(store.get('isAgent')).toBe(41);
    expect(store.get('memberLabel')).toEqual(['vip', 'new']);
    expect(store.get('currentVassalage')).toBe('TCG_SEA');
  });

  it('tolerates values written by older code: non-numeric isAgent, a bare memberLabel string', () => {
    const { store } = setup({ isAgent: 'x', memberLabel: 'gold' });
    expect(store.get('isAgent')).toBeNull();
    expect(store.get('memberLabel')).toEqual(['gold']);
    expect(store.get('token')).toBeNull();
  });

  it('isLoggedIn means a token exists; null removes the key', () => {
    const { storage, store } = setup();
    expect(store.isLoggedIn()).toBe(false);
    store.setToken('t');
    expect(store.isLoggedIn()).toBe(true);
    store.setToken(null);
    expect(storage.getItem('token')).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
  });

  it.each([
    [4, true, false],
    [1, false, true],
    [2, false, true],
    [41, false, true],
    [42, false, true],
    [0, false, false],
    [3, false, false],
    [null, false, false],
  ])('isAgent %s: isTrial %s, isAgentType %s', (isAgent, trial, agent) => {
    const { store } = setup();
    store.set('isAgent', isAgent);
    expect(store.isTrial()).toBe(trial);
    expect(store.isAgentType()).toBe(agent);
    expect(store.getSnapshot()).toMatchObject({ isTrial: trial, isAgentType: agent });
  });

  it('clearSession clears everything except merchant and merchantCode (SPEC §4 logout)', () => {
    const { storage, store } = setup({ token: 't', isAgent: '1', merchant: 'M', merchantCode: 'm1', account: 'a', other: 'x' });
    store.clearSession();
    expect(storage.getItem('merchant')).toBe('M');
    expect(storage.getItem('merchantCode')).toBe('m1');
    for (const key of ['token', 'isAgent', 'account', 'other']) expect(storage.getItem(key)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, merchant: 'M', merchantCode: 'm1', account: null });
  });

  it('clearSession({ keep }) keeps exactly the given fields', () => {
    const { storage, store } = setup({ token: 't', merchant: 'M', merchantCode: 'm1' });
    store.clearSession({ keep: ['merchant'] });
    expect(storage.getItem('merchant')).toBe('M');
    expect(storage.getItem('merchantCode')).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });

  it('notifies subscribers once per change and not for no-ops; the snapshot is stable until a change', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.update({ token: 't', account: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    store.setToken('t');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(second);
    store.clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setToken('u');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works without window (SSR): the default storage falls back to memory', () => {
    expect(typeof window).toBe('undefined');
    const store = createSessionStore();
    store.setToken('t');
    expect(store.getToken()).toBe('t');
    expect(browserStorage('sessionStorage').getItem('token')).toBeNull();
  });
});
