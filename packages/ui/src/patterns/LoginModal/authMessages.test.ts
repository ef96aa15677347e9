import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  emailRule,
  mobileRule,
  passwordRule,
  patternIds,
  patterns,
  REQUIRED_MESSAGE_KEY,
  usernameRule,
  validateField,
} from '@croupier/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { authMessageKey, checkField, lengthMessage } from './authMessages';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const localesDir = join(import.meta.dirname, '../../../../locales/src');
const pack = (lang: string) => JSON.parse(readFileSync(join(localesDir, lang, 'auth.json'), 'utf8')) as Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function instance(lang: string) {
  const i = i18next.createInstance();
  void i.init({ lng: 'en', ns: ['auth'], defaultNS: 'auth', resources: { en: { auth: pack(lang) } }, interpolation: { escapeValue: false }, initAsync: false });
  return i;
}

describe('auth messages', () => {
  it('maps contract keys into the auth namespace', () => {
    expect(authMessageKey('validation:pattern3')).toBe('auth:validation.pattern3');
    expect(authMessageKey(REQUIRED_MESSAGE_KEY)).toBe('auth:validation.required');
    expect(authMessageKey('errors:wrongCredentials')).toBe('errors:wrongCredentials');
  });

  it('chooses the range, single-number and open-ended variants', () => {
    expect(lengthMessage('validation:pattern1', { min: 4, max: 16 })).toEqual({ key: 'auth:validation.pattern1', values: { min: 4, max: 16 } });
    expect(lengthMessage('validation:pattern6', 6).key).toBe('auth:validation.pattern6Exact');
    expect(lengthMessage('validation:pattern0', { min: 2, max: 0 }).key).toBe('auth:validation.pattern0AtLeast');
  });

  it.each(languages)('%s has every key of EN', (lang) => {
    expect(keysOf(pack(lang)).sort()).toEqual(keysOf(pack('EN')).sort());
  });

  it.each(languages)('%s resolves every key the contract can return, with the numbers filled in', (lang) => {
    const i = instance(lang);
    const t = i.getFixedT('en', 'auth');
    const contractKeys = [
      ...patternIds.map((id) => patterns[id].messageKey),
      REQUIRED_MESSAGE_KEY,
      usernameRule.messageKey,
      passwordRule.messageKey,
      mobileRule.messageKey,
      emailRule.messageKey,
      'validation:inconsistentTwice',
    ];
    for (const contractKey of contractKeys) {
      // Pattern messages come in three shapes; the fixed rules (6-20 and the like) are always bounded ranges.
      const shapes = contractKey.startsWith('validation:pattern') ? ([{ min: 4, max: 16 }, 6, { min: 3, max: 0 }] as const) : ([{ min: 4, max: 16 }] as const);
      for (const params of shapes) {
        const { key, values } = lengthMessage(contractKey, params);
        const text = t(key, { ...values, field: 'X' });
        expect(text, `${lang} ${key}`).not.toBe(key.replace(/^auth:/, ''));
        expect(text, `${lang} ${key}`).not.toMatch(/\{\{/);
      }
    }
  });

  it('gives the exact pattern message with min and max, or the single number', () => {
    const t = instance('JA').getFixedT('en', 'auth');
    expect(checkField(t, 'ab', { patternId: 14, minLength: 4, maxLength: 16, required: true }, 'ユーザー名')).toBe(
      '4〜16文字の英数字のみで入力してください',
    );
    expect(checkField(t, '123', { patternId: 6, minLength: 6, maxLength: 6, required: true }, 'QQ')).toBe('6文字の数字で入力してください');
    expect(checkField(t, '', { patternId: 6, minLength: 6, maxLength: 6, required: true }, 'QQ')).toBe('QQを入力してください');
    expect(checkField(t, '', { patternId: 6, minLength: 6, maxLength: 6, required: false }, 'QQ')).toBe(true);
    expect(checkField(t, 'abc', passwordRule, 'パスワード')).toBe('パスワードは6〜20文字の英数字で入力してください');
    expect(validateField('abcdef1', passwordRule)).toBeNull();
  });
});
