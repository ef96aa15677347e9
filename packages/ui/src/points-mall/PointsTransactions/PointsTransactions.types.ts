import type { PointSource, PointTransaction } from '../shared/points.types';
import type { PointsRecordsBaseProps } from '../shared/records.types';

export interface PointsTransactionsProps extends PointsRecordsBaseProps {
  transactions: readonly PointTransaction[];
  /** The source filter (controlled); `null` for every source. Hidden when `onSourceChange` is left out. */
  source?: PointSource | null;
  onSourceChange?: (source: PointSource | null) => void;
}
