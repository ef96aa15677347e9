export { DateRangePresets } from './DateRangePresets';
export type { DateRangePresetsProps } from './DateRangePresets.types';
export {
  addDays,
  dateRangeDirections,
  dateRangePresets,
  isIsoDate,
  presetsFor,
  rangeForPreset,
  todayIn,
  validateDateRange,
  type DateRangeDirection,
  type DateRangeIssue,
  type DateRangePreset,
  type DateRangeQuickPreset,
  type DateRangeValue,
} from './dateRange';
