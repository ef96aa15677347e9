/** The lottery pieces (issue 16; texts in the `lottery` namespace). Pure: props in, callbacks out. */
// ---- playing: balls, the draw's head, play types, the number picker and the bet slip
export * from './LotteryBalls';
export * from './DrawHeader';
export * from './PlayTypeTabs';
export * from './NumberPicker';
export * from './BetSlip';
// ---- results: history with fairness proofs, Vietnam boards, popular numbers, the member's bets
export * from './ResultsHistory';
export * from './FairnessProof';
export * from './VnRegionBoard';
export * from './PopularNumbers';
export * from './LotteryBetList';
// ---- how a selection reads (slip lines, the member's bets)
export { selectionLabel, selectionLabelOf, takesTwoDigits, drawsBalls } from './shared/selectionLabel';
