import { useTranslation } from 'react-i18next';
import { DateRangePresets, todayIn, type DateRangeValue } from '../../forms/DateRangePresets';
import { FilterGroup, FilterLabel } from './panel.styles';

export interface PeriodFilterProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  today?: string;
  timeZone?: string;
  minDate?: string;
}

/** The records' period: today, yesterday, the previous 7 or 30 days, or a custom range up to today. */
export function PeriodFilter({ value, onChange, today, timeZone, minDate }: PeriodFilterProps) {
  const { t } = useTranslation('records');
  const label = t('common.period');
  const day = today ?? todayIn(timeZone);
  return (
    <FilterGroup data-part="PeriodFilter">
      {/* The visible label repeats the radio group's name for sighted users; the group carries it for the rest. */}
      <FilterLabel aria-hidden="true">{label}</FilterLabel>
      <DateRangePresets label={label} value={value} onValueChange={onChange} today={day} min={minDate} max={day} />
    </FilterGroup>
  );
}
