import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_HISTORY_LIMIT, createLanguageStore } from './languageStore';
import { createMemoryStorage } from './storage';

const offered = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID', 'PT-BR', 'ES', 'FR', 'RU', 'TR'];

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  return { storage, store: createLanguageStore({ storage, defaultLanguage: 'JA', offered }) };
}

describe('languageStore', () => {
  it('falls back to the default when nothing (or an unoffered code) is stored', () => {
    expect(setup().store.getLanguage()).toBe('JA');
    expect(setup({ hisLang: 'XX' }).store.getLanguage()).toBe('JA');
    expect(setup({ hisLang: 'EN' }).store.getLanguage()).toBe('EN');
  });

  it('stores the choice under hisLang and the history (most recent first, deduplicated; the default seen before the first choice starts it)', () => {
    const { storage, store } = setup();
    expect(store.setLanguage('EN')).toBe(true);
    expect(store.setLanguage('CN')).toBe(true);
    expect(store.setLanguage('EN')).toBe(true);
    expect(storage.getItem('hisLang')).toBe('EN');
    expect(storage.getItem('hisLangHistory')).toBe('["EN","CN","JA"]');
    expect(store.getHistory()).toEqual(['EN', 'CN', 'JA']);
  });

  it('keeps at most 10 entries', () => {
    const { store } = setup();
    for (const code of offered) store.setLanguage(code);
    expect(LANGUAGE_HISTORY_LIMIT).toBe(10);
    expect(store.getHistory()).toEqual(['TR', 'RU', 'FR', 'ES', 'PT-BR', 'ID', 'VI', 'TH', 'KO', 'CN']);
  });

  it('ignores codes not offered, and matches offered codes case-insensitively in their offered spelling', () => {
    const { storage, store } = setup();
    expect(store.setLanguage('XX')).toBe(false);
    expect(storage.getItem('hisLang')).toBeNull();
    expect(store.setLanguage('pt-br')).toBe(true);
    expect(store.getLanguage()).toBe('PT-BR');
  });

  it('drops unoffered, duplicate and garbled history entries on read', () => {
    expect(setup({ hisLangHistory: '["EN","XX","EN",3,"cn"]' }).store.getHistory()).toEqual(['EN', 'CN']);
    expect(setup({ hisLangHistory: 'not json' }).store.getHistory()).toEqual([]);
  });

  it('notifies on change only, with a stable snapshot', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.setLanguage('XX');
    expect(listener).not.toHaveBeenCalled();
    store.setLanguage('EN');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ language: 'EN', history: ['EN', 'JA'] });
    store.setLanguage('EN');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
