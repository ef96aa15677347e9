export { JackpotTicker } from './JackpotTicker';
export { jackpotTickerVariants, type JackpotTickerProps, type JackpotTickerVariant } from './JackpotTicker.types';
