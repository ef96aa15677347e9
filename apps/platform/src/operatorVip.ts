/**
 * Operator commands of the VIP programme (operator.ts dispatches `vip ...` here): read a merchant's levels, change a
 * level's thresholds, and run the VIP job now instead of waiting for its next tick (it pays each due upgrade and
 * monthly bonus once, like the job: a second run pays nothing).
 */
import type { Database } from './db';
import { minorAmount } from './operatorArgs';
import type { Merchant } from './db/schema';
import { levelName, levelsOf, recomputeVipLevels, setLevelThresholds, vipPeriodDays } from './services/vip';
import { toMajor } from './services/wallet';

type Out = (line: string) => void;

export class VipUsageError extends Error {}

export const VIP_USAGE = `  vip levels <merchant>                       the merchant's VIP levels: thresholds of the period and benefits
  vip set <merchant> <level> <validBet> <deposit>
                                              change a level's thresholds (major units over the period); a level
                                              never asks less than the one below it nor more than the one above
  vip run [merchant]                          recompute every member's level now and pay the due upgrade and monthly
                                              bonuses, once each (the scheduled job does it every 5 minutes)`;

const money = (minor: number) => toMajor(minor).toFixed(2);
/** A threshold: zero or more in major units, as minor units. */
function minorOf(text: string | undefined, usage: string): number {
  const minor = minorAmount(text, { zero: true });
  if (minor === null) throw new VipUsageError(usage);
  return minor;
}

export async function vipCommand(
  db: Database,
  args: readonly string[],
  out: Out,
  now: () => number,
  findMerchant: (name: string | undefined) => Promise<Merchant>,
): Promise<number> {
  const [action, ...rest] = args;
  switch (action) {
    case 'levels': {
      if (rest.length !== 1) throw new VipUsageError('vip levels <merchant>');
      const merchant = await findMerchant(rest[0]);
      const rows = await levelsOf(db, merchant.id);
      if (rows.length === 0) {
        out(`${merchant.code}: no VIP levels`);
        return 0;
      }
      out(`${merchant.code}: VIP levels over ${vipPeriodDays(merchant)} days (valid bet and deposit both reached)`);
      for (const r of rows)
        out(
          `  ${String(r.level).padStart(2)}  ${levelName(r, 'EN').padEnd(12)} valid bet ${money(r.minValidBet).padStart(13)}  deposit ${money(r.minDeposit).padStart(13)}` +
            `  upgrade ${money(r.upgradeBonus)}  monthly ${money(r.monthlyBonus)}  cashback ${(r.cashbackRateBps / 100).toFixed(2)}%` +
            `  withdrawals ${r.withdrawalDailyCount}/day up to ${money(r.withdrawalMaxAmount)}${r.vipService ? '  VIP service' : ''}`,
        );
      return 0;
    }
    case 'set': {
      const usage = 'vip set <merchant> <level> <validBet> <deposit> (level a whole number; amounts in major units, at most two decimals)';
      if (rest.length !== 4 || !/^\d{1,4}$/.test(rest[1] ?? '')) throw new VipUsageError(usage);
      const merchant = await findMerchant(rest[0]);
      const level = Number(rest[1]);
      const minValidBet = minorOf(rest[2], usage);
      const minDeposit = minorOf(rest[3], usage);
      const result = await setLevelThresholds(db, merchant.id, level, { minValidBet, minDeposit });
      if (result.outcome === 'not_found') {
        out(`${merchant.code}: no VIP level ${level}`);
        return 1;
      }
      if (result.outcome === 'out_of_order') {
        const bound = (r: { level: number; minValidBet: number; minDeposit: number } | undefined, side: string) =>
          r ? `level ${r.level} (${side}) asks valid bet ${money(r.minValidBet)}, deposit ${money(r.minDeposit)}` : null;
        const bounds = [bound(result.below, 'below'), bound(result.above, 'above')].filter(Boolean).join('; ');
        out(`${merchant.code}: level ${level} would be out of order, nothing changed: ${bounds}`);
        return 1;
      }
      out(
        `${merchant.code}: level ${level} valid bet ${money(result.previous.minValidBet)} -> ${money(minValidBet)}, ` +
          `deposit ${money(result.previous.minDeposit)} -> ${money(minDeposit)} (members move at the next run: pnpm platform vip run)`,
      );
      return 0;
    }
    case 'run': {
      if (rest.length > 1) throw new VipUsageError('vip run [merchant]');
      const merchant = rest.length ? await findMerchant(rest[0]) : null;
      const report = await recomputeVipLevels(db, now(), merchant ? { merchantId: merchant.id } : {});
      out(
        `${merchant ? `${merchant.code}: ` : ''}${report.members} member(s) computed, ${report.changed} changed level; ` +
          `${report.upgradeBonuses} upgrade bonus(es) and ${report.monthlyBonuses} monthly bonus(es) paid`,
      );
      return 0;
    }
    default:
      throw new VipUsageError('vip levels|set|run');
  }
}
