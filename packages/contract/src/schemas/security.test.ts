import { describe, expect, it } from 'vitest';
import {
  NATIONALITY_CODES,
  PROFILE_LIMITS,
  bindMobileCodeRequestSchema,
  googleAuthCodeRequestSchema,
  isBirthdayDate,
  isOfAge,
  profileUpdateRequestSchema,
} from './security';

const issuesOf = (value: unknown) => {
  const parsed = profileUpdateRequestSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('security centre schemas', () => {
  it('birthdays are real dates written yyyy-MM-dd from 1900 on', () => {
    for (const ok of ['1990-01-31', '2000-02-29', '1900-01-01']) expect(isBirthdayDate(ok), ok).toBe(true);
    for (const bad of ['1990-02-30', '2001-02-29', '1899-12-31', '1990-1-1', '01-31-1990', '1990-13-01', ''])
      expect(isBirthdayDate(bad), bad).toBe(false);
  });

  it('counts age by the calendar day (UTC), 18 by default', () => {
    const now = Date.UTC(2026, 10, 20, 23, 59);
    expect(isOfAge('2008-11-20', now)).toBe(true);
    expect(isOfAge('2008-11-21', now)).toBe(false);
    expect(isOfAge('2008-02-29', Date.UTC(2026, 1, 28))).toBe(false);
    expect(isOfAge('2008-02-29', Date.UTC(2026, 2, 1))).toBe(true);
    expect(isOfAge('2010-01-01', now, 16)).toBe(true);
  });

  it('profile changes: trimmed, bounded in characters, safe, and closed (mobile and e-mail are not among them)', () => {
    expect(profileUpdateRequestSchema.parse({ nickname: '  Ace  ', address: '' })).toEqual({
      nickname: 'Ace',
      address: '',
    });
    expect(issuesOf({ nickname: 'x'.repeat(PROFILE_LIMITS.nickname) })).toEqual([]);
    expect(issuesOf({ nickname: 'x'.repeat(PROFILE_LIMITS.nickname + 1) })).toEqual(['nickname:errors:fieldTooLong']);
    expect(issuesOf({ nickname: '漢'.repeat(PROFILE_LIMITS.nickname) })).toEqual([]);
    expect(issuesOf({ nickname: 'a\u202Eb' })).toEqual(['nickname:errors:fieldInvalid']);
    expect(issuesOf({ telegram: '@good_name' })).toEqual([]);
    expect(issuesOf({ telegram: '+819012345678' })).toEqual([]);
    expect(issuesOf({ telegram: '@bad' })).toEqual(['telegram:errors:fieldInvalid']);
    expect(issuesOf({ zalo: '0901234567' })).toEqual([]);
    expect(issuesOf({ birthday: '1990-02-30' })).toEqual(['birthday:errors:birthdayInvalid']);
    expect(issuesOf({ nationality: 'JP', sourceOfIncome: 'pension', avatar: '/avatars/8.svg' })).toEqual([]);
    expect(issuesOf({ nationality: 'ZZ', sourceOfIncome: 'gambling', avatar: '/avatars/0.svg' })).toEqual([
      'nationality:errors:fieldInvalid',
      'sourceOfIncome:errors:fieldInvalid',
      'avatar:errors:fieldInvalid',
    ]);
    expect(issuesOf({ email: 'a@b.co' })).toHaveLength(1);
    expect(NATIONALITY_CODES).toHaveLength(249);
  });

  it('a bind code goes to a new number or (current) to the bound one, not both', () => {
    expect(bindMobileCodeRequestSchema.safeParse({ mobileNum: '09012345678' }).success).toBe(true);
    expect(bindMobileCodeRequestSchema.safeParse({ current: true }).success).toBe(true);
    expect(bindMobileCodeRequestSchema.safeParse({ mobileNum: '09012345678', current: true }).success).toBe(false);
    expect(bindMobileCodeRequestSchema.safeParse({}).success).toBe(false);
    expect(googleAuthCodeRequestSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
    expect(googleAuthCodeRequestSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
});
