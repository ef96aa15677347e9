export { ResultsHistory } from './ResultsHistory';
export type { ResultsHistoryProps } from './ResultsHistory.types';
