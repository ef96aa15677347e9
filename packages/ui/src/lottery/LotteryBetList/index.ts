export { LotteryBetList } from './LotteryBetList';
export type { LotteryBetListProps } from './LotteryBetList.types';
