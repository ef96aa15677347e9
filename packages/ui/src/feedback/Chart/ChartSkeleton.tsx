import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../Skeleton';

export interface ChartSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** The chart's height in px (default 240), so nothing moves when it arrives. */
  height?: number;
}

/**
 * The chart's place while it loads: its data (Chart's `isLoading`) or its code (LazyChart's Suspense fallback).
 * Free of the charting library, so it can sit on any page.
 */
export const ChartSkeleton = forwardRef<HTMLDivElement, ChartSkeletonProps>(function ChartSkeleton(
  { height = 240, ...rest },
  ref,
) {
  const { t } = useTranslation('feedback');
  return (
    <div
      ref={ref}
      data-component="Chart"
      data-loading=""
      role="status"
      aria-label={t('chart.loading')}
      aria-busy
      {...rest}
    >
      <Skeleton height={height} data-part="Skeleton" />
    </div>
  );
});
