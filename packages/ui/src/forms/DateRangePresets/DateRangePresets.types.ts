import type { HTMLAttributes } from 'react';
import type { DateRangeDirection, DateRangeValue } from './dateRange';

export interface DateRangePresetsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The chosen range (controlled). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  onValueChange?: (value: DateRangeValue) => void;
  /** Today in the member's time zone, 'YYYY-MM-DD'; computed from `timeZone` and the clock when left out. */
  today?: string;
  /** The member's IANA time zone, used when `today` is left out; the browser's when both are. */
  timeZone?: string;
  /** Past presets (records), future ones (schedules) or both. Default 'past'. */
  direction?: DateRangeDirection;
  /** Earliest and latest day a custom range may use, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Offers the custom range popover. Default true. */
  hasCustom?: boolean;
  /** Accessible name of the preset group; defaults to the localized "Date range". */
  label?: string;
  disabled?: boolean;
}
