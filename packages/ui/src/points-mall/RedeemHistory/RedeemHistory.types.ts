import type { PointsRecordsBaseProps } from '../shared/records.types';
import type { RedeemRecord, RedeemStatus } from '../shared/points.types';

export interface RedeemHistoryProps extends PointsRecordsBaseProps {
  records: readonly RedeemRecord[];
  /** The status filter (controlled); `null` for every status. Hidden when `onStatusChange` is left out. */
  status?: RedeemStatus | null;
  onStatusChange?: (status: RedeemStatus | null) => void;
}
