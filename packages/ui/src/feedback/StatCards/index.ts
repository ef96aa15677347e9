export { StatCards } from './StatCards';
export {
  statDeltaIntents,
  statFormats,
  type StatCardItem,
  type StatCardsProps,
  type StatDeltaIntent,
  type StatFormat,
} from './StatCards.types';
export { formatDeltaIn, formatMoneyIn, formatStatValue } from './formatStat';
