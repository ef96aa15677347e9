export { BalanceDisplay } from './BalanceDisplay';
export { balanceDisplaySizes, type BalanceDisplayProps, type BalanceDisplaySize } from './BalanceDisplay.types';
