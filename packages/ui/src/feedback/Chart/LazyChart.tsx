import { forwardRef, lazy, Suspense } from 'react';
import type { ChartProps } from './Chart.types';
import { ChartSkeleton } from './ChartSkeleton';

// A split point: the chart arrives in their own chunk the first time a LazyChart renders.
const ChartImpl = lazy(() => import('./Chart').then((m) => ({ default: m.Chart })));

/**
 * The Chart, fetched when it first renders (the skeleton holds its place meanwhile): safe to use from anything the
 * first paint loads. Code that itself loads with its panel can import `Chart` from `@croupier/ui/chart` instead.
 */
export const LazyChart = forwardRef<HTMLDivElement, ChartProps>(function LazyChart(props, ref) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <ChartImpl ref={ref} {...props} />
    </Suspense>
  );
});
