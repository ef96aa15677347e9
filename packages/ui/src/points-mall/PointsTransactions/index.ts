export { PointsTransactions } from './PointsTransactions';
export type { PointsTransactionsProps } from './PointsTransactions.types';
