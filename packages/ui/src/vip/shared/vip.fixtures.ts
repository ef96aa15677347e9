/** Sample levels and progress for stories and tests (level names are the merchant's own, shown as is). */
import type { PlayerRankProgress, VipLevel } from './vip.types';

export const sampleLevels: VipLevel[] = [
  {
    rankLevel: 0,
    labelName: 'Member',
    validBetRequired: 0,
    depositRequired: 0,
    upgradeBonus: 0,
    monthlyBonus: 0,
    cashbackRate: 0.003,
    dailyWithdrawalLimit: 50_000,
    dailyWithdrawalCount: 3,
    hasVipService: false,
  },
  {
    rankLevel: 1,
    labelName: 'Bronze',
    validBetRequired: 10_000,
    depositRequired: 2_000,
    upgradeBonus: 88,
    monthlyBonus: 38,
    cashbackRate: 0.004,
    dailyWithdrawalLimit: 100_000,
    dailyWithdrawalCount: 5,
    hasVipService: false,
  },
  {
    rankLevel: 2,
    labelName: 'Silver',
    validBetRequired: 50_000,
    depositRequired: 10_000,
    upgradeBonus: 288,
    monthlyBonus: 128,
    cashbackRate: 0.005,
    dailyWithdrawalLimit: 200_000,
    dailyWithdrawalCount: 5,
    hasVipService: false,
  },
  {
    rankLevel: 3,
    labelName: 'Gold',
    validBetRequired: 200_000,
    depositRequired: 40_000,
    upgradeBonus: 888,
    monthlyBonus: 388,
    cashbackRate: 0.006,
    dailyWithdrawalLimit: 500_000,
    dailyWithdrawalCount: 8,
    hasVipService: false,
  },
  {
    rankLevel: 4,
    labelName: 'Platinum',
    validBetRequired: 800_000,
    depositRequired: 150_000,
    upgradeBonus: 2_888,
    monthlyBonus: 1_288,
    cashbackRate: 0.008,
    dailyWithdrawalLimit: 1_000_000,
    dailyWithdrawalCount: 10,
    hasVipService: false,
  },
  {
    rankLevel: 5,
    labelName: 'Diamond',
    validBetRequired: 3_000_000,
    depositRequired: 600_000,
    upgradeBonus: 8_888,
    monthlyBonus: 3_888,
    cashbackRate: 0.01,
    dailyWithdrawalLimit: null,
    dailyWithdrawalCount: null,
    hasVipService: true,
  },
];

/** A Silver member on the way to Gold: the bet is past half, the deposit is met. */
export const sampleProgress: PlayerRankProgress = { rankLevel: 2, validBet: 126_450.5, deposit: 41_200 };

/** A member at the top level. */
export const topProgress: PlayerRankProgress = { rankLevel: 5, validBet: 3_420_000, deposit: 720_000 };
