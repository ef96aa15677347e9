/** The kit's Lottery pieces (issue 16; texts in the `lottery` namespace). Pure. */
// ---- results: history with fairness proofs, Vietnam boards, popular numbers, the member's bets
export * from './ResultsHistory';
export * from './FairnessProof';
export * from './VnRegionBoard';
export * from './PopularNumbers';
export * from './LotteryBetList';
