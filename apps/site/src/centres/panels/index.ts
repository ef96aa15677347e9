/**
 * The member centre's pages that have a panel: each a chunk of its own (its container, the kit's panel and what only
 * it uses), loaded when the page opens. Pages not listed show what they are for until their issue lands.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const memberPanels: Readonly<Partial<Record<string, LazyExoticComponent<ComponentType>>>> = {
  securityCenter: lazy(() => import('./SecurityCenterContainer')),
  transferFund: lazy(() => import('./WalletContainer')),
  personalHistoryCopy: lazy(() => import('./BettingRecordContainer')),
  transactionHistory: lazy(() => import('./AccountRecordContainer')),
  personalProfit: lazy(() => import('./ProfitContainer')),
  bonusDetails: lazy(() => import('./BonusDetailsContainer')),
  messageV2: lazy(() => import('./MessagesContainer')),
  depositv2: lazy(() => import('./DepositContainer')),
  withdraw: lazy(() => import('./WithdrawContainer')),
  transferUpline: lazy(() => import('./TransferUplineContainer')),
  rewardCenter: lazy(() => import('./RewardCenterContainer')),
  missionLeaderboard: lazy(() => import('./MissionLeaderboardContainer')),
  manualRebate: lazy(() => import('./ManualRebateContainer')),
  referral: lazy(() => import('./ReferralContainer')),
  playerRank: lazy(() => import('./PlayerRankContainer')),
};
