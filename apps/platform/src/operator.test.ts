import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { missionClaims, missions } from './db/schema';
import { runCommand } from './operator';
import { forEachEngine } from './test/harness';
import { callAs, newPlayer } from './test/players';

forEachEngine('operator commands', (platform) => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCommand(platform().database.db, argv, (l) => lines.push(l), { now: platform().now });
    return { code, text: lines.join('\n') };
  };
  const status = async (ip = '127.0.0.1') => (await platform().call('systemStatus', { url: 'localhost' }, { ip })).body.value.systemStatus as number;

  it('status <merchant> maintenance makes the status call report maintenance; normal restores it', async () => {
    expect((await run('status', 'default', 'maintenance')).code).toBe(0);
    expect(await status()).toBe(1);
    expect((await run('status', 'CRP001', 'restricted')).code).toBe(0);
    expect(await status()).toBe(2);
    expect((await run('status', 'default', 'normal')).code).toBe(0);
    expect(await status()).toBe(0);
  });

  it('region rules by country or IP', async () => {
    expect((await run('region', 'default', 'deny', 'th')).code).toBe(0);
    expect(await status('203.0.113.9')).toBe(2);
    expect((await run('region', 'default', 'allow', '203.0.113.9')).text).toContain('allow [203.0.113.9]');
    expect(await status('203.0.113.9')).toBe(0);
    expect(await status('127.0.0.1')).toBe(2);
    expect((await run('region', 'default', 'clear')).code).toBe(0);
    expect(await status('127.0.0.1')).toBe(0);
  });

  it('merchant set changes one cashier setting within its bounds and keeps the others; bad values change nothing', async () => {
    const before = (await run('merchant', 'show', 'default')).text;
    expect((await run('merchant', 'set', 'default', 'withdrawalReceiptMinutes', '0.1')).code).toBe(0);
    expect((await run('merchant', 'set', 'CRP001', 'turnoverMultiplier', '0.5')).text).toContain('turnoverMultiplier');
    const after = (await run('merchant', 'show', 'default')).text;
    expect(after).toMatch(/withdrawalReceiptMinutes\s+0\.1\b/);
    expect(after).toMatch(/turnoverMultiplier\s+0\.5\b/);
    // Every setting shown before is still there.
    for (const line of before.split('\n').slice(1)) expect(after).toContain(line.trim().split(/\s+/)[0]);
    for (const bad of [
      ['withdrawalReceiptMinutes', '0'],
      ['withdrawalReceiptMinutes', '-1'],
      ['turnoverMultiplier', '1.234'],
      ['paymentPasswordMaxFailures', '2.5'],
      ['timeZone', 'UTC'],
      ['sessionHours', '1'],
      ['turnoverMultiplier', '1e2'],
    ]) {
      expect((await run('merchant', 'set', 'default', ...bad)).code, bad.join(' ')).toBe(2);
    }
    expect((await run('merchant', 'show', 'default')).text).toBe(after);
    expect((await run('merchant', 'set', 'default', 'withdrawalReceiptMinutes', '30')).code).toBe(0);
    expect((await run('merchant', 'set', 'default', 'turnoverMultiplier', '1')).code).toBe(0);
  });

  it('flags switch features of the whitelabel tree', async () => {
    expect((await run('flag', 'default', 'FREEPLAY3', 'off')).code).toBe(0);
    expect((await platform().call('freePlayLogin', { randomStr: '12345678' })).body.code).toBe('feature_not_enabled');
    expect((await run('flag', 'default', 'FREEPLAY3', 'on')).code).toBe(0);
    expect((await platform().call('freePlayLogin', { randomStr: '12345678' })).status).toBe(200);
  });

  it('outbox lists messages newest first; member shows no secrets', async () => {
    await platform().call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' });
    const outbox = await run('outbox', '5');
    expect(outbox.text).toMatch(/sms\s+to 0812345671/);
    const member = await run('member', 'ga01');
    expect(member.text).toContain('google authenticator   bound');
    expect(member.text).not.toMatch(/argon2|JBSWY3DP/);
    expect((await run('member', 'nobody')).code).toBe(1);
  });

  it('mission list|create|close: lists with members completed, creates validated missions members see, closes once', async () => {
    const p = platform();
    const db = p.database.db;
    const listed = await run('mission', 'list', 'CRP001');
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(/^#\d+ {2}CRP001 {2}daily-slot-spins {2}"Daily 50 spins" {2}daily {2}50 rounds of RNG {2}reward 10\.00 \(turnover x1\) {2}open {2}0 member\(s\) completed$/m);
    expect(listed.text).not.toContain('JADE01');
    expect((await run('mission', 'list')).text).toContain('JADE01');

    const created = await run('mission', 'create', 'default', 'xmas-live', 'event', 'validBet', '2500.50', '88', '--title', 'Christmas live', '--category', 'LIVE', '--turnover', '2', '--from', '2026-12-20', '--to', '2026-12-26');
    expect(created, created.text).toMatchObject({ code: 0 });
    const id = Number(/^mission (\d+) created at CRP001: xmas-live "Christmas live" \(event 2026-12-20\.\.2026-12-26\), reward 88\.00$/.exec(created.text)?.[1]);
    const [row] = await db.select().from(missions).where(eq(missions.id, id));
    expect(row).toMatchObject({ kind: 'validBet', category: 'LIVE', target: 250_050, reward: 8_800, turnoverMultiple: 2, period: 'event', firstDay: '2026-12-20', lastDay: '2026-12-26', active: true });
    expect(row?.titles.JA).toBe('Christmas live');
    expect(row?.descriptions.EN).toBe('Reach 2,500.50 in valid bets on live casino during the event to earn a 88.00 bonus.');
    const daily = await run('mission', 'create', 'CRP001', 'daily-any', 'daily', 'rounds', '20', '5', '--title', 'Twenty rounds');
    expect(daily.code, daily.text).toBe(0);
    const dailyId = Number(/^mission (\d+)/.exec(daily.text)?.[1]);

    // Members see the daily one; a member who claimed it counts as completed.
    const m = await newPlayer(p, 'opm', 'CRP001');
    const seen = await callAs(p, m, 'missionList');
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(JSON.stringify(seen.body.value)).toContain('Twenty rounds');
    await db.insert(missionClaims).values({ merchantId: m.merchantId, memberId: m.id, missionId: dailyId, periodDay: '2026-11-26', amount: 500, createdAt: new Date(p.now()) });
    expect((await run('mission', 'list', 'CRP001')).text).toMatch(new RegExp(`^#${dailyId} .* 20 rounds {2}reward 5\\.00 \\(turnover x1\\) {2}open {2}1 member\\(s\\) completed$`, 'm'));

    // Refusals change nothing: the usage for bad arguments (exit 2), a taken code (exit 1).
    const count = async () => (await db.select({ id: missions.id }).from(missions)).length;
    const before = await count();
    for (const [argv, message] of [
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '2.5', '5', '--title', 'T'], 'whole number of rounds'],
      [['create', 'CRP001', 'x1', 'daily', 'validBet', '0', '5', '--title', 'T'], '<target> (valid bet) must be a positive amount'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '5.001', '--title', 'T'], '<reward> must be a positive amount'],
      [['create', 'CRP001', 'x1', 'monthly', 'rounds', '10', '5', '--title', 'T'], 'the period is daily, weekly or event'],
      [['create', 'CRP001', 'x1', 'daily', 'spins', '10', '5', '--title', 'T'], 'the goal is rounds or validBet'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '5'], '--title <text> is required'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '5', '--title', 'T', '--category', 'CARDS'], '--category is one of'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '5', '--title', 'T', '--turnover', '-1'], '--turnover is a multiple'],
      [['create', 'CRP001', 'x1', 'event', 'rounds', '10', '5', '--title', 'T', '--from', '2026-02-30', '--to', '2026-03-02'], '--from must be a day'],
      [['create', 'CRP001', 'x1', 'event', 'rounds', '10', '5', '--title', 'T', '--from', '2026-03-02', '--to', '2026-03-01'], 'is before --from'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '5', '--title', 'T', '--from', '2026-03-02'], 'for event missions only'],
      [['create', 'CRP001', 'x 1', 'daily', 'rounds', '10', '5', '--title', 'T'], '<code> is 1 to 40'],
      [['create', 'NOPE01', 'x1', 'daily', 'rounds', '10', '5', '--title', 'T'], 'unknown merchant "NOPE01"'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '--title', 'T'], 'mission create <merchant>'],
      [['create', 'CRP001', 'x1', 'daily', 'rounds', '10', '5', '--title', 'T', '--colour', 'red'], 'unknown option --colour'],
      [['close', 'abc'], 'mission close <id>'],
      [['archive'], 'mission list|create|close'],
    ] as const) {
      const result = await run('mission', ...argv);
      expect([result.code, result.text.split('\n')[0]], argv.join(' ')).toEqual([2, expect.stringContaining(message)]);
      expect(result.text).toContain('Usage: pnpm platform');
    }
    const taken = await run('mission', 'create', 'CRP001', 'daily-any', 'weekly', 'rounds', '10', '5', '--title', 'Again');
    expect(taken).toEqual({ code: 1, text: 'error: CRP001 already has a mission with the code "daily-any": nothing created' });
    expect(await count()).toBe(before);

    // Closed once: members no longer see it; a second close and an unknown id do nothing (exit 1).
    expect(await run('mission', 'close', String(dailyId))).toEqual({ code: 0, text: `mission ${dailyId} (daily-any) closed: members no longer see or claim it` });
    expect(await run('mission', 'close', String(dailyId))).toEqual({ code: 1, text: `mission ${dailyId} is closed already: nothing done` });
    expect(await run('mission', 'close', '999999')).toEqual({ code: 1, text: 'no mission 999999' });
    expect(JSON.stringify((await callAs(p, m, 'missionList')).body.value)).not.toContain('Twenty rounds');
    expect((await run('mission', 'list', 'CRP001')).text).toMatch(new RegExp(`^#${dailyId} .* closed {2}1 member\\(s\\) completed$`, 'm'));
  });

  it('bad arguments print the usage and exit 2', async () => {
    for (const argv of [[], ['status', 'default'], ['status', 'default', 'closed'], ['status', 'nope', 'normal'], ['region', 'default', 'deny', 'x.y'], ['flag', 'default', 'NOPE3', 'on'], ['outbox', 'many'], ['frobnicate']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.text).toContain('Usage: pnpm platform');
    }
  });
});
