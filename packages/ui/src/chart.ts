/**
 * `@croupier/ui/chart`: the profit-and-loss Chart, a separate entry so the chart's code (about 6 KB gzip) stays out of the first paint.
 * Import it from code that loads with its panel, or `React.lazy(() => import('@croupier/ui/chart').then((m) => ({
 * default: m.Chart })))`; `LazyChart` from the main entry does exactly that. See docs/decisions/0007-chart-library.md.
 */
export { Chart } from './feedback/Chart/Chart';
export { ChartSkeleton, type ChartSkeletonProps } from './feedback/Chart/ChartSkeleton';
export { layoutChart, indexAt, type ChartBar, type ChartLayout } from './feedback/Chart/chartLayout';
export type { ChartPoint, ChartProps } from './feedback/Chart/Chart.types';
