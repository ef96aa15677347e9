// The Chart itself is not exported here, so the kit's main entry never pulls the charting
// code into a first-paint bundle: `Chart` comes from `@croupier/ui/chart` (src/chart.ts); `LazyChart` loads it on use.
export { LazyChart } from './LazyChart';
export { ChartSkeleton, type ChartSkeletonProps } from './ChartSkeleton';
export type { ChartPoint, ChartProps } from './Chart.types';
