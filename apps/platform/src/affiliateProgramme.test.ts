/**
 * Join us (issue 15): the affiliate programme's public call. The seeded merchants' tiers (major units, monthly, the
 * active member's deposit, the contacts), a merchant without tiers answering an empty list, the shape checked where it
 * is stored, the operator's `merchant set <merchant> affiliateTiers ...` (bad tiers change nothing; a parallel change
 * of another setting is kept), and the AFFMAN3 switch.
 */
import { affiliateProgrammeResponseSchema } from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { merchants } from './db/schema';
import { runCommand } from './operator';
import { affiliateSettingsOf } from './services/affiliateProgramme';
import { forEachEngine } from './test/harness';

forEachEngine('affiliate programme', (platform) => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCommand(platform().database.db, argv, (l) => lines.push(l), { now: platform().now });
    return { code, text: lines.join('\n') };
  };
  const programme = async (merchant: string) => {
    const res = await platform().call('affiliateProgramme', undefined, { merchant });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return affiliateProgrammeResponseSchema.parse(res.body.value);
  };

  it("answers a visitor the seeded merchants' tiers in major units, settled monthly, with their contacts", async () => {
    expect(await programme('CRP001')).toEqual({
      tiers: [
        { minActiveMembers: 5, minAmount: 1_000, commissionPercent: 30 },
        { minActiveMembers: 10, minAmount: 5_000, commissionPercent: 35 },
        { minActiveMembers: 20, minAmount: 20_000, commissionPercent: 40 },
        { minActiveMembers: 50, minAmount: 100_000, commissionPercent: 45 },
      ],
      basis: 'netProfit',
      settlement: 'monthly',
      activeMemberMinDeposit: 100,
      contacts: [
        { channel: 'telegram', value: '@croupier_affiliates' },
        { channel: 'email', value: 'affiliates@croupier.example' },
      ],
    });
    const jade = await programme('JADE01');
    expect(jade).toMatchObject({ basis: 'validBet', activeMemberMinDeposit: 50, contacts: [{ channel: 'line', value: '@jade-partners' }] });
    expect(jade.tiers.map((t) => [t.minActiveMembers, t.minAmount, t.commissionPercent])).toEqual([[3, 10_000, 25], [10, 50_000, 35], [30, 200_000, 45]]);
  });

  it('answers an empty list for a merchant without a programme, and refuses a stored shape that is not one', async () => {
    const db = platform().database.db;
    const [jade] = await db.select().from(merchants).where(eq(merchants.code, 'JADE01'));
    const saved = jade!.settings.affiliate;
    try {
      await db.update(merchants).set({ settings: sql`${merchants.settings} - 'affiliate'` }).where(eq(merchants.code, 'JADE01'));
      expect(await programme('JADE01')).toEqual({ tiers: [], basis: 'netProfit', settlement: 'monthly', activeMemberMinDeposit: 0, contacts: [] });
      const settings = { ...jade!.settings };
      for (const affiliate of [
        { ...saved, tiers: [{ minActiveMembers: 10, minAmount: 0, percent: 30 }, { minActiveMembers: 5, minAmount: 0, percent: 35 }] },
        { ...saved, tiers: [{ minActiveMembers: 5, minAmount: 0, percent: 0 }] },
        { ...saved, tiers: [{ minActiveMembers: 5, minAmount: 10.5, percent: 30 }] },
        { ...saved, basis: 'deposits' },
        { ...saved, contacts: [{ channel: 'fax', value: '1' }] },
      ]) {
        expect(() => affiliateSettingsOf({ code: 'JADE01', settings: { ...settings, affiliate: affiliate as never } }), JSON.stringify(affiliate)).toThrow(/settings\.affiliate/);
      }
    } finally {
      await db.update(merchants).set({ settings: sql`jsonb_set(${merchants.settings}, '{affiliate}', ${JSON.stringify(saved)}::jsonb)` }).where(eq(merchants.code, 'JADE01'));
    }
    expect((await programme('JADE01')).tiers).toHaveLength(3);
  });

  it('merchant set affiliateTiers replaces the tiers, keeps the rest (also a setting changed in parallel); bad tiers change nothing', async () => {
    const before = await programme('CRP001');
    const results = await Promise.all([
      run('merchant', 'set', 'CRP001', 'affiliateTiers', '3:500:20,8:2500.50:32.5'),
      run('merchant', 'set', 'CRP001', 'turnoverMultiplier', '2'),
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(results[0]!.text).toContain('affiliate tiers');
    const after = await programme('CRP001');
    expect(after).toEqual({
      ...before,
      tiers: [
        { minActiveMembers: 3, minAmount: 500, commissionPercent: 20 },
        { minActiveMembers: 8, minAmount: 2_500.5, commissionPercent: 32.5 },
      ],
    });
    expect((await run('merchant', 'show', 'CRP001')).text).toMatch(/turnoverMultiplier\s+2\b/);
    for (const bad of ['10:0:30,5:0:35', '5:0:30,5:0:35', '5:0:0', '5:0:101', '0:0:30', '5:-1:30', '5:0', 'five:0:30', '5:1.234:30', '']) {
      expect((await run('merchant', 'set', 'CRP001', 'affiliateTiers', bad)).code, bad).toBe(2);
    }
    expect(await programme('CRP001')).toEqual(after);
    // none: the programme stays (basis, deposit, contacts) without tiers.
    expect((await run('merchant', 'set', 'CRP001', 'affiliateTiers', 'none')).code).toBe(0);
    expect(await programme('CRP001')).toEqual({ ...before, tiers: [] });
    const tiers = before.tiers.map((t) => `${t.minActiveMembers}:${t.minAmount}:${t.commissionPercent}`).join(',');
    expect((await run('merchant', 'set', 'CRP001', 'affiliateTiers', tiers)).code).toBe(0);
    expect((await run('merchant', 'set', 'CRP001', 'turnoverMultiplier', '1')).code).toBe(0);
    expect(await programme('CRP001')).toEqual(before);
  });

  it('a merchant without a programme gets one on net profit from the first tiers set', async () => {
    const db = platform().database.db;
    const [jade] = await db.select().from(merchants).where(eq(merchants.code, 'JADE01'));
    const saved = jade!.settings.affiliate;
    try {
      await db.update(merchants).set({ settings: sql`${merchants.settings} - 'affiliate'` }).where(eq(merchants.code, 'JADE01'));
      expect((await run('merchant', 'set', 'jade', 'affiliateTiers', '5:1000:30')).code).toBe(0);
      expect(await programme('JADE01')).toEqual({
        tiers: [{ minActiveMembers: 5, minAmount: 1_000, commissionPercent: 30 }],
        basis: 'netProfit',
        settlement: 'monthly',
        activeMemberMinDeposit: 0,
        contacts: [],
      });
    } finally {
      await db.update(merchants).set({ settings: sql`jsonb_set(${merchants.settings}, '{affiliate}', ${JSON.stringify(saved)}::jsonb)` }).where(eq(merchants.code, 'JADE01'));
    }
  });

  it('is refused (4xx) while AFFMAN3 is switched off', async () => {
    expect((await run('flag', 'CRP001', 'AFFMAN3', 'off')).code).toBe(0);
    try {
      const res = await platform().call('affiliateProgramme', undefined, { merchant: 'CRP001' });
      expect([res.status, res.body.code]).toEqual([403, 'feature_not_enabled']);
    } finally {
      expect((await run('flag', 'CRP001', 'AFFMAN3', 'on')).code).toBe(0);
    }
    expect((await programme('CRP001')).tiers).toHaveLength(4);
  });
});
