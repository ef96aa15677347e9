/**
 * VIP levels and a member's progress, as the platform describes them (`MCSFE_getPlayerRankProgress`; the member
 * info's `clubLabel` carries `labelName` and `rankLevel`). Money in major units.
 */

/** One VIP level: what it takes to reach it over the period, and what it gives. */
export interface VipLevel {
  /** `clubLabel.rankLevel`: 0 (or 1) for the entry level, higher is better. */
  rankLevel: number;
  /** `clubLabel.labelName`: the merchant's own name of the level ("Gold"), shown as is. */
  labelName: string;
  /** Valid bet over the period needed to reach the level. */
  validBetRequired: number;
  /** Deposits over the period needed to reach the level. */
  depositRequired: number;
  /** Paid once when the member first reaches the level. */
  upgradeBonus: number;
  /** Paid every month while the member holds the level. */
  monthlyBonus: number;
  /** Cashback on valid bets, as a fraction (0.008 is 0.8 %). */
  cashbackRate: number;
  /** Most the member may withdraw a day; `null`: no limit. */
  dailyWithdrawalLimit: number | null;
  /** Withdrawals allowed a day; `null`: no limit. */
  dailyWithdrawalCount: number | null;
  /** A dedicated VIP customer-service line (SPEC §4: rank above 4 goes to the VIP chat). */
  hasVipService: boolean;
}

/** The member's standing: the level held and what the current period has counted so far. */
export interface PlayerRankProgress {
  rankLevel: number;
  /** Valid bet counted in the period. */
  validBet: number;
  /** Deposits counted in the period. */
  deposit: number;
}

/** Whether reaching the next level needs both thresholds (default) or either one. */
export const vipUpgradeRules = ['all', 'any'] as const;
export type VipUpgradeRule = (typeof vipUpgradeRules)[number];
