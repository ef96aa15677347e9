export { BetSlip } from './BetSlip';
export type { BetSlipProps, BetSlipSelection } from './BetSlip.types';
