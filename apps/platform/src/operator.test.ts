import { expect, it } from 'vitest';
import { runCommand } from './operator';
import { forEachEngine } from './test/harness';

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

  it('bad arguments print the usage and exit 2', async () => {
    for (const argv of [[], ['status', 'default'], ['status', 'default', 'closed'], ['status', 'nope', 'normal'], ['region', 'default', 'deny', 'x.y'], ['flag', 'default', 'NOPE3', 'on'], ['outbox', 'many'], ['frobnicate']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.text).toContain('Usage: pnpm platform');
    }
  });
});
