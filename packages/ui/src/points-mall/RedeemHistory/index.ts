export { RedeemHistory } from './RedeemHistory';
export type { RedeemHistoryProps } from './RedeemHistory.types';
