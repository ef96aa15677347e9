/**
 * Guessing limits under parallel requests (issue 13, defect 1): login failures and the captcha / lockout decision,
 * SMS code tries, two-factor tries, slider tries and the SMS / captcha throttles are counted one by one however many
 * requests arrive at once, and a secret that is right is used once. Each storm is fired with Promise.all; PGlite, and
 * PostgreSQL (a pool of 10, real concurrency) when TEST_DATABASE_URL is set.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loginChallenges, members, outbox, sliderChallenges, throttles, verificationCodes } from './db/schema';
import { totpFor } from './services/auth';
import { MAX_CODE_ATTEMPTS } from './services/codes';
import {
  CAPTCHA_AFTER_FAILURES,
  LOCK_AFTER_FAILURES,
  LOCKOUT_MS,
  MAX_CHALLENGE_ATTEMPTS,
  MAX_SLIDER_ATTEMPTS,
} from './services/session';
import { DEMO_TOTP_SECRET } from './seed/seed';
import { forEachEngine, freshIp, freshMobile, lastMessage, type CallResult, type TestPlatform } from './test/harness';

const login = (username: string, password: string, extra: Record<string, unknown> = {}) => ({
  username,
  password,
  type: 'username',
  ...extra,
});
const codesOf = (answers: CallResult[]) => answers.map((a) => a.body.code ?? a.status);
const countOf = (answers: CallResult[], code: string) => answers.filter((a) => a.body.code === code).length;

/** Captchas (the test's captcha text is fixed), each fetched from its own IP because of the 1000 ms refresh limit. */
async function captchas(p: TestPlatform, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await p.call('captcha', undefined, { ip: freshIp() });
    expect(res.status).toBe(200);
    ids.push(res.body.value.captchaId as string);
  }
  return ids;
}

/** 25 logins at once for one account (password i for request i), each with its own valid captcha when `withCaptcha`. */
async function storm(
  p: TestPlatform,
  account: string,
  passwords: (i: number) => string,
  withCaptcha: boolean,
): Promise<CallResult[]> {
  const ids = withCaptcha ? await captchas(p, 25) : [];
  const extra = (i: number) => (withCaptcha ? { captcha: 'ABCD', captchaId: ids[i] } : {});
  return Promise.all(
    Array.from({ length: 25 }, (_, i) => p.call('login', login(account, passwords(i), extra(i)), { ip: '10.9.9.9' })),
  );
}
const wrongPassword = (i: number) => `Wrong${i}pass`;

forEachEngine(
  'guessing limits under parallel requests',
  (platform) => {
    it('parallel guessing with captchas is checked at most up to the limit and locks the account; the right password then waits', async () => {
      const p = platform();
      const answers = await storm(p, 'agent02', wrongPassword, true);
      // At most the tries before the limit had their password checked; every other answer is a refusal.
      expect(countOf(answers, 'wrong_credentials'), codesOf(answers).join()).toBeLessThanOrEqual(
        LOCK_AFTER_FAILURES - 1,
      );
      expect(
        countOf(answers, 'wrong_credentials') + countOf(answers, 'too_frequent') + countOf(answers, 'captcha_invalid'),
      ).toBe(25);
      const [row] = await p.database.db.select().from(members).where(eq(members.account, 'agent02'));
      expect(row?.lockedUntil?.getTime()).toBe(p.now() + LOCKOUT_MS);
      // Locked at the limit: the right password, even in a parallel storm of its own, waits out the five minutes.
      const ids = await captchas(p, 10);
      const rights = await Promise.all(
        ids.map((captchaId) => p.call('login', login('agent02', 'Agent1234', { captcha: 'ABCD', captchaId }))),
      );
      expect(
        rights.every((r) => r.body.code === 'too_frequent'),
        codesOf(rights).join(),
      ).toBe(true);
      expect(rights[0]?.body.value).toEqual({ captcha: true, retryAfterMs: LOCKOUT_MS });
      p.advance(LOCKOUT_MS + 1);
      expect((await p.call('login', login('agent02', 'Agent1234'))).status).toBe(200);
    });

    it('24 wrong passwords and the right one at once: the right one logs in only as one of the allowed tries, else the account locks', async () => {
      const p = platform();
      const answers = await storm(p, 'agent41', (i) => (i === 24 ? 'Agent1234' : wrongPassword(i)), true);
      const right = answers[24] as CallResult;
      expect(answers.filter((a) => a.status === 200)).toHaveLength(right.status === 200 ? 1 : 0);
      if (right.status !== 200) {
        // The right password came after the limit: refused, and the account is locked after at most the allowed tries.
        expect(right.body.code).toBe('too_frequent');
        expect(countOf(answers, 'wrong_credentials'), codesOf(answers).join()).toBeLessThanOrEqual(
          LOCK_AFTER_FAILURES - 1,
        );
        const [row] = await p.database.db.select().from(members).where(eq(members.account, 'agent41'));
        expect(row?.lockedUntil?.getTime()).toBe(p.now() + LOCKOUT_MS);
      }
    });

    it('parallel guessing without captchas gets the tries before the captcha only; then the captcha is required', async () => {
      const p = platform();
      const answers = await storm(p, 'agent01', wrongPassword, false);
      expect(countOf(answers, 'wrong_credentials'), codesOf(answers).join()).toBeLessThanOrEqual(
        CAPTCHA_AFTER_FAILURES,
      );
      expect(countOf(answers, 'wrong_credentials') + countOf(answers, 'captcha_required')).toBe(25);
      const [row] = await p.database.db.select().from(members).where(eq(members.account, 'agent01'));
      expect(row?.failedLogins).toBe(CAPTCHA_AFTER_FAILURES);
      expect((await p.call('login', login('agent01', 'Agent1234'))).body.code).toBe('captcha_required');
      const [id] = await captchas(p, 1);
      expect((await p.call('login', login('agent01', 'Agent1234', { captcha: 'ABCD', captchaId: id }))).status).toBe(
        200,
      );
      const [after] = await p.database.db.select().from(members).where(eq(members.account, 'agent01'));
      expect(after?.failedLogins).toBe(0);
    });

    it('a name that is no account is locked the same way under parallel guessing', async () => {
      const p = platform();
      const answers = await storm(p, 'ghost77', wrongPassword, true);
      expect(countOf(answers, 'wrong_credentials'), codesOf(answers).join()).toBeLessThanOrEqual(
        LOCK_AFTER_FAILURES - 1,
      );
      const [row] = await p.database.db.select().from(throttles).where(like(throttles.key, 'loginfail:%:ghost77'));
      expect(row?.lockedUntil?.getTime()).toBe(p.now() + LOCKOUT_MS);
      expect((await p.call('login', login('ghost77', 'Whatever1'))).body.code).toBe('too_frequent');
    });

    it('the SMS-code limit holds under parallel tries: 12 wrong codes at once, then the right one is refused', async () => {
      const p = platform();
      const ip = freshIp();
      p.advance(6 * 60_000);
      expect((await p.call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' }, { ip })).status).toBe(
        200,
      );
      const { code } = await lastMessage(p, '0812345671');
      if (!code) throw new Error('no code in the SMS');
      const wrongCodes = Array.from({ length: 12 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      const answers = await Promise.all(
        wrongCodes.map((wrong) => p.call('login', { username: '0812345671', password: wrong, type: 'sms' }, { ip })),
      );
      expect(
        answers.every((a) => a.body.code === 'code_invalid'),
        codesOf(answers).join(),
      ).toBe(true);
      expect((await p.call('login', { username: '0812345671', password: code, type: 'sms' }, { ip })).body.code).toBe(
        'code_invalid',
      );
      const [row] = await p.database.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, '0812345671'), eq(verificationCodes.purpose, 'login')))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS);
      expect(row?.consumedAt).not.toBeNull();
    });

    it('the SMS-code limit holds when the right code is in the storm, and a right code is used once', async () => {
      const p = platform();
      const ip = freshIp();
      p.advance(6 * 60_000);
      const send = async () => {
        p.advance(1001);
        expect(
          (await p.call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' }, { ip })).status,
        ).toBe(200);
        const { code } = await lastMessage(p, '0812345671');
        if (!code) throw new Error('no code in the SMS');
        return code;
      };
      const code = await send();
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const mixed = await Promise.all(
        Array.from({ length: 13 }, (_, i) =>
          p.call('login', { username: '0812345671', password: i < 12 ? wrong(i) : code, type: 'sms' }, { ip }),
        ),
      );
      // The right code counts among the five tries, or comes after them; it can never be the sixth try.
      expect(mixed.filter((a) => a.status === 200 || a.body.code === 'code_invalid')).toHaveLength(13);
      expect(mixed.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);

      const fresh = await send();
      const same = await Promise.all(
        Array.from({ length: 6 }, () =>
          p.call('login', { username: '0812345671', password: fresh, type: 'sms' }, { ip }),
        ),
      );
      expect(
        same.filter((a) => a.status === 200),
        codesOf(same).join(),
      ).toHaveLength(1);
      expect(countOf(same, 'code_invalid')).toBe(5);
    });

    it('registration codes: parallel wrong codes use the code up; the right one then fails', async () => {
      const p = platform();
      const mobile = freshMobile();
      const ip = freshIp();
      expect((await p.call('registerSmsCode', { countryDialingCode: '81', mobileNo: mobile }, { ip })).status).toBe(
        200,
      );
      const { code } = await lastMessage(p, mobile);
      const base = {
        login: true,
        registerUrl: 'http://localhost:8080/register',
        registerMethod: 'WEB',
        agreement: true,
        mobileNum: mobile,
        password: 'Passw0rd',
      };
      const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(
        wrong.map((c) => p.call('registerByMobile', { ...base, verificationCode: c }, { ip })),
      );
      expect(answers.every((a) => a.body.code === 'code_invalid')).toBe(true);
      expect((await p.call('registerByMobile', { ...base, verificationCode: code }, { ip })).body.code).toBe(
        'code_invalid',
      );
    });

    it('two-factor tries are limited under parallel tries; the right name after them is refused', async () => {
      const p = platform();
      const ip = freshIp();
      const { verifyToken } = (await p.call('login', login('bank01', 'Bank1234'), { ip })).body.value;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          p.call('loginVerification', { verifyToken, method: 'bankName', name: `JIRO ${i}` }, { ip }),
        ),
      );
      expect(answers.every((a) => a.body.code === 'verification_failed')).toBe(true);
      expect(
        (await p.call('loginVerification', { verifyToken, method: 'bankName', name: 'TARO YAMADA' }, { ip })).body.code,
      ).toBe('verification_failed');
      const [row] = await p.database.db.select().from(loginChallenges).orderBy(desc(loginChallenges.id)).limit(1);
      expect(row?.attempts).toBe(MAX_CHALLENGE_ATTEMPTS);
      expect(row?.consumedAt).not.toBeNull();
    });

    it('a two-factor ticket logs in once when the right answer arrives several times at once', async () => {
      const p = platform();
      const ip = freshIp();
      const { verifyToken } = (await p.call('login', login('ga01', 'Ga123456'), { ip })).body.value;
      const code = totpFor(DEMO_TOTP_SECRET, 'ga01').generate({ timestamp: p.now() });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => p.call('loginVerification', { verifyToken, method: 'ga', code }, { ip })),
      );
      expect(
        answers.filter((a) => a.status === 200),
        codesOf(answers).join(),
      ).toHaveLength(1);
      expect(countOf(answers, 'verification_failed')).toBe(3);
    });

    it('slider tries are limited under parallel checks, and a passed challenge gives one token', async () => {
      const p = platform();
      const targetOf = async (id: string) =>
        (await p.database.db.select().from(sliderChallenges).where(eq(sliderChallenges.id, id)))[0];
      const first = (await p.call('sliderChallenge')).body.value.challengeId as string;
      const x = (await targetOf(first))?.targetX ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => p.call('sliderCheck', { challengeId: first, x: x + 20 + i })),
      );
      expect(answers.every((a) => a.body.code === 'verification_failed')).toBe(true);
      expect((await p.call('sliderCheck', { challengeId: first, x })).body.code).toBe('verification_failed');
      expect((await targetOf(first))?.attempts).toBe(MAX_SLIDER_ATTEMPTS);

      const second = (await p.call('sliderChallenge')).body.value.challengeId as string;
      const x2 = (await targetOf(second))?.targetX ?? 0;
      const passes = await Promise.all(
        Array.from({ length: 4 }, () => p.call('sliderCheck', { challengeId: second, x: x2 + 0.5 })),
      );
      expect(
        passes.filter((a) => a.status === 200),
        codesOf(passes).join(),
      ).toHaveLength(1);
    });

    it('throttles count parallel hits one by one: one SMS per 1000 ms, one captcha per 1000 ms', async () => {
      const p = platform();
      const mobile = '0812345671';
      p.advance(6 * 60_000);
      const before = await p.database.db.select().from(outbox).where(eq(outbox.recipient, mobile));
      const sends = await Promise.all(
        Array.from({ length: 8 }, () =>
          p.call('loginSmsCode', { mobileNum: mobile, countryDialingCode: '81' }, { ip: freshIp() }),
        ),
      );
      expect(
        sends.filter((a) => a.status === 200),
        codesOf(sends).join(),
      ).toHaveLength(1);
      expect(countOf(sends, 'too_frequent')).toBe(7);
      const after = await p.database.db.select().from(outbox).where(eq(outbox.recipient, mobile));
      expect(after.length - before.length).toBe(1);

      const ip = freshIp();
      const images = await Promise.all(Array.from({ length: 8 }, () => p.call('captcha', undefined, { ip })));
      expect(images.filter((a) => a.status === 200)).toHaveLength(1);

      // The window of 5 sends per 5 minutes holds under bursts too: five bursts pass one send each, the sixth locks.
      p.advance(6 * 60_000);
      for (let round = 0; round < 5; round += 1) {
        p.advance(1001);
        const burst = await Promise.all(
          Array.from({ length: 3 }, () =>
            p.call('loginSmsCode', { mobileNum: mobile, countryDialingCode: '81' }, { ip: freshIp() }),
          ),
        );
        expect(
          burst.filter((a) => a.status === 200),
          `round ${round}`,
        ).toHaveLength(1);
      }
      p.advance(1001);
      const sixth = await Promise.all(
        Array.from({ length: 3 }, () =>
          p.call('loginSmsCode', { mobileNum: mobile, countryDialingCode: '81' }, { ip: freshIp() }),
        ),
      );
      expect(sixth.every((a) => a.body.code === 'too_frequent')).toBe(true);
      expect(sixth.some((a) => a.body.value?.retryAfterMs === 5 * 60_000)).toBe(true);
    });
  },
  { captchaText: () => 'ABCD' },
);
