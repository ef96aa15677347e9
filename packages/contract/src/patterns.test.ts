import { describe, expect, it } from 'vitest';
import {
  compileAcceptedPattern,
  mobileRule,
  passwordRule,
  patternIds,
  patterns,
  usernameRule,
  validateField,
  valueLength,
  type PatternId,
} from './patterns';

const FW_A = '\uFF21'; // full-width A
const FW_1 = '\uFF11'; // full-width 1
const FW_SPACE = '\u3000';
const EMOJI = '\u{1F600}';

const cases: Record<PatternId, { pass: string[]; fail: string[] }> = {
  0: { pass: ['anything', ' ', '中文', EMOJI, 'a b'], fail: [] },
  1: {
    pass: ['a', 'abc123', 'Zed9', 'A1B2'],
    fail: ['1abc', '_abc', 'ab c', 'ab_c', '', ' ', `${FW_A}bc`, `a${FW_1}`, `a${EMOJI}`, '中文', 'abc-1'],
  },
  2: {
    pass: ['abc', '张三', 'Li张', '王Wang'],
    fail: ['abc1', '张 三', '', ' ', `${FW_A}`, EMOJI, '张·三', 'ab!'],
  },
  3: {
    pass: ['a@b.co', 'first.last+tag@example.com', 'x_y%z@sub.domain.org', 'A1@EXAMPLE.IO'],
    fail: ['', ' ', 'plain', 'a@b', 'a@b.c', '@b.com', 'a@.com', 'a..b@c.com', '.a@b.com', 'a@b..com', 'a b@c.com', 'a@-b.com', `a${EMOJI}@b.com`, '中文@b.com'],
  },
  4: { pass: ['abc', '123', 'a1B2'], fail: ['张三', 'a1张', 'a 1', '', ' ', 'a-1', `${FW_A}1`, EMOJI] },
  5: { pass: ['a1', '1a', 'abc123', 'A9'], fail: ['abc', '123', 'a 1', 'a1!', '', ' ', `a${FW_1}`, '张1'] },
  6: { pass: ['0', '0123456789'], fail: ['12a', '1 2', '-1', '1.5', '', ' ', FW_1.repeat(3), '١٢٣' /* Arabic-Indic */] },
  7: { pass: ['Abc', 'abC1', 'A', 'Z9'], fail: ['abc', 'abc1', '123', 'Ab c', 'Ab!', '', `${FW_A}bc`] },
  8: { pass: ['John', 'John Smith', ' a ', 'a'], fail: ['John1', '   ', '', 'Jean-Luc', `John${FW_SPACE}Smith`, '张三', `${FW_A}b`] },
  9: { pass: ['abc', 'a-b_c!', '中文', EMOJI, `${FW_A}`], fail: ['a b', ' ', '', 'a\tb', `a${FW_SPACE}b`, 'a\nb', 'a\u00A0b'] },
  10: { pass: ['张三', '欧阳·娜娜', '王（小）', '李-四'], fail: ['abc', '张三abc', '张3', '张 三', '···', '', ' ', `张${EMOJI}`] },
  11: {
    pass: ['2024-02-29', '2000-02-29', '1999-12-31', '2023-01-01'],
    fail: ['2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-01', '24-01-01', '01-01-2024', '2024/01/01', '', ' 2024-01-01', '0000-01-01'],
  },
  12: { pass: ['ab', 'a b', 'John Smith', ' ab '], fail: ['a', 'a ', ' a ', 'ab1', '', '   ', 'a-b', '张三'] },
  13: {
    pass: ['02-29-2024', '12-31-1999', '01-01-2023'],
    fail: ['02-29-2023', '13-01-2024', '04-31-2024', '2024-01-01', '1-01-2024', '00-10-2024', '', '02/29/2024'],
  },
  14: { pass: ['abc', '123', 'aB3'], fail: ['a b', 'a_b', '', ' ', '张', `${FW_A}`, EMOJI] },
  15: { pass: ['김철수', '한국어', 'ㄱㄴ'], fail: ['김 철수', 'kim', '김1', '', ' ', '金', 'ไทย'] },
  16: { pass: ['สมชาย', 'ภาษาไทย', 'ก่อน'], fail: ['สม ชาย', 'abc', 'สม1', '', ' ', '김'] },
  17: { pass: ['สมชาย', 'John', 'สมชาย Smith', 'John Smith'], fail: ['John1', '   ', '', 'สม-ชาย', '张三', `John${FW_SPACE}`] },
  18: { pass: ['JOHN', 'JOHN SMITH', ' A '], fail: ['John', 'JOHN1', '   ', '', `${FW_A}`, 'JOHN-SMITH'] },
  19: { pass: ['abc', 'a1!@#$%^&*()', '~`[]{}', 'P@ssw0rd'], fail: ['a b', '', ' ', '张', `a${EMOJI}`, `${FW_A}`, 'a\tb'] },
  20: { pass: ['Aa1!', 'P@ssw0rd', 'xY9_z', 'Zz0~'], fail: ['Aa1', 'aa1!', 'AA1!', 'Aa!!', 'Aa1 !', '', 'Aa1张', `Aa1${EMOJI}`] },
};

describe('patterns', () => {
  it('has exactly the ids 0-20, each with its message key', () => {
    expect(patternIds).toHaveLength(21);
    for (const id of patternIds) {
      expect(patterns[id].id).toBe(id);
      expect(patterns[id].messageKey).toBe(`validation:pattern${id}`);
    }
  });

  for (const id of patternIds) {
    describe(`pattern ${id} (${patterns[id].description})`, () => {
      for (const value of cases[id].pass) {
        it(`accepts ${JSON.stringify(value)}`, () => expect(patterns[id].test(value)).toBe(true));
      }
      for (const value of cases[id].fail) {
        it(`rejects ${JSON.stringify(value)}`, () => expect(patterns[id].test(value)).toBe(false));
      }
    });
  }

  it('every pattern but 0 rejects the empty string', () => {
    for (const id of patternIds) if (id !== 0) expect(patterns[id].test('')).toBe(false);
  });
});

describe('validateField', () => {
  const base = { patternId: 1, minLength: 4, maxLength: 16, required: true } as const;

  it('passes a valid value', () => {
    expect(validateField('abcd', base)).toBeNull();
    expect(validateField('a'.repeat(16), base)).toBeNull();
  });

  it('checks the length boundaries with the range params', () => {
    expect(validateField('abc', base)).toEqual({ messageKey: 'validation:pattern1', params: { min: 4, max: 16 }, range: '4-16' });
    expect(validateField('a'.repeat(17), base)).toEqual({ messageKey: 'validation:pattern1', params: { min: 4, max: 16 }, range: '4-16' });
  });

  it('collapses params to a single number when min equals max', () => {
    const exact = { patternId: 6, minLength: 6, maxLength: 6, required: true } as const;
    expect(validateField('123456', exact)).toBeNull();
    expect(validateField('12345', exact)).toEqual({ messageKey: 'validation:pattern6', params: 6, range: '6' });
    expect(validateField('1234567', exact)).toEqual({ messageKey: 'validation:pattern6', params: 6, range: '6' });
  });

  it('reports a missing required value, and lets an optional empty one pass', () => {
    expect(validateField('', base)).toEqual({ messageKey: 'validation:required', params: { min: 4, max: 16 }, range: '4-16' });
    expect(validateField('   ', base)?.messageKey).toBe('validation:required');
    expect(validateField(undefined, base)?.messageKey).toBe('validation:required');
    expect(validateField('', { ...base, required: false })).toBeNull();
    expect(validateField(' \t', { ...base, required: false })).toBeNull();
  });

  it('counts code points, so Chinese characters and emoji are one each', () => {
    expect(valueLength(EMOJI.repeat(2))).toBe(2);
    expect(validateField('张三', { patternId: 2, minLength: 2, maxLength: 2, required: true })).toBeNull();
    expect(validateField(EMOJI.repeat(3), { patternId: 0, minLength: 1, maxLength: 3, required: true })).toBeNull();
    expect(validateField(EMOJI.repeat(4), { patternId: 0, minLength: 1, maxLength: 3, required: true })?.range).toBe('1-3');
  });

  it('rejects a value that fails the pattern even when the length is fine', () => {
    expect(validateField('1abcd', base)?.messageKey).toBe('validation:pattern1');
  });

  it('treats maxLength 0 as no upper bound', () => {
    expect(validateField('a'.repeat(500), { patternId: 0, minLength: 1, maxLength: 0, required: true })).toBeNull();
    expect(validateField('', { patternId: 0, minLength: 0, maxLength: 0, required: true })).toEqual({
      messageKey: 'validation:required',
      params: { min: 0, max: 0 },
      range: '0+',
    });
  });

  it('also requires the server acceptedPattern, anchored to the whole value', () => {
    const cfg = { ...base, acceptedPattern: '[a-z]+' };
    expect(validateField('abcd', cfg)).toBeNull();
    expect(validateField('abcd1', cfg)?.messageKey).toBe('validation:pattern1'); // pattern 1 passes, server pattern fails
    expect(validateField('Abcd', { ...base, acceptedPattern: '/^[a-z]+$/i' })).toBeNull();
    expect(validateField('abcd', { ...base, acceptedPattern: '^x' })?.messageKey).toBe('validation:pattern1');
  });

  it('ignores an invalid server regex without throwing', () => {
    expect(() => validateField('abcd', { ...base, acceptedPattern: '([a-z' })).not.toThrow();
    expect(validateField('abcd', { ...base, acceptedPattern: '([a-z' })).toBeNull();
    expect(validateField('abcd', { ...base, acceptedPattern: '' })).toBeNull();
    expect(validateField('abcd', { ...base, acceptedPattern: null })).toBeNull();
    expect(compileAcceptedPattern('(?<=')).toBeNull();
    expect(compileAcceptedPattern('x'.repeat(5000))).toBeNull();
  });

  it('compiles the server regex with the unicode flag when it can', () => {
    const re = compileAcceptedPattern('\\p{Script=Han}+');
    expect(re?.test('中文')).toBe(true);
    expect(re?.test('abc')).toBe(false);
    // not valid with the u flag but valid without it: still used
    const loose = compileAcceptedPattern('\\-?[0-9]+');
    expect(loose?.test('-12')).toBe(true);
  });

  it('falls back to length-only for an unknown pattern id', () => {
    expect(validateField('anything', { patternId: 99, minLength: 1, maxLength: 10, required: true })).toBeNull();
  });
});

describe('fixed rules', () => {
  it('usernameRule: pattern 1, 4-16', () => {
    expect(usernameRule.patternId).toBe(1);
    expect([usernameRule.minLength, usernameRule.maxLength]).toEqual([4, 16]);
    expect(usernameRule.test('user01')).toBe(true);
    expect(usernameRule.test('usr')).toBe(false);
    expect(usernameRule.test('1user')).toBe(false);
    expect(usernameRule.test('u'.repeat(17))).toBe(false);
  });
  it('mobileRule: digits, 6-15', () => {
    expect(mobileRule.test('123456')).toBe(true);
    expect(mobileRule.test('123456789012345')).toBe(true);
    expect(mobileRule.test('12345')).toBe(false);
    expect(mobileRule.test('1234567890123456')).toBe(false);
    expect(mobileRule.test('+123456')).toBe(false);
    expect(mobileRule.test(FW_1.repeat(8))).toBe(false);
  });
  it('passwordRule: letters or digits, 6-20', () => {
    expect(passwordRule.test('abc123')).toBe(true);
    expect(passwordRule.test('abc12')).toBe(false);
    expect(passwordRule.test('abc 123')).toBe(false);
    expect(passwordRule.test('a'.repeat(21))).toBe(false);
  });
});
