/** The points mall (/pointMall, PTSYS3 and MEMTRANS3, issue 15): screen, redeem dialog, history, ledger. Pure. */
export * from './PointMallScreen';
export * from './RedeemDialog';
export * from './RedeemHistory';
export * from './PointsTransactions';
export {
  betPointSources,
  pointRewardKinds,
  pointSources,
  redeemBlocks,
  redeemStatuses,
  type ConvertRequest,
  type PointConversion,
  type PointReward,
  type PointRewardCategory,
  type PointRewardKind,
  type PointSource,
  type PointTransaction,
  type RedeemBlock,
  type RedeemRecord,
  type RedeemRequest,
  type RedeemStatus,
} from './shared/points.types';
export { maxQuantityOf, redeemBlockOf, type RedeemContext } from './shared/rules';
export type { PointsRecordsBaseProps } from './shared/records.types';
