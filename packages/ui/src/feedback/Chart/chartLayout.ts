/**
 * Geometry of the profit-and-loss bars: a linear value axis with nice round ticks (d3-array's `nice` and `ticks`, the
 * algorithm d3-scale's linear scale uses), bands for the days laid out as d3-scale's band scale lays them out (inner
 * and outer padding, centred), and thinned date labels. ADR 0007.
 */
import { nice, ticks } from 'd3-array';
import { formatCompactMoneyIn } from '../StatCards/formatStat';
import type { ChartPoint } from './Chart.types';

/** The axis text's size in px (the xs font token); used to reserve room for the value labels. */
export const axisFontPx = 12;
/** Room under the plot for the date labels. */
export const dateAxisPx = 24;
const topPx = 10;
const rightPx = 16;
const minDateLabelGapPx = 64;

export interface ChartBar {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Top of the bar or of the zero line, whichever is higher: where a tooltip points. */
  top: number;
  tone: 'positive' | 'negative' | 'zero';
}

export interface ChartLayout {
  width: number;
  height: number;
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  plotBottom: number;
  zeroY: number;
  bars: ChartBar[];
  /** Band centre to band centre, in px. */
  step: number;
  yTicks: { y: number; label: string }[];
  xLabels: { x: number; index: number }[];
}

/** Wide glyphs (CJK compact units such as 万, 만) take about a full em; digits and Latin about 0.6 em. */
function estimateTextPx(text: string): number {
  let em = 0;
  for (const ch of text) em += ch.charCodeAt(0) > 0x2e7f ? 1 : 0.62;
  return Math.ceil(em * axisFontPx);
}

/**
 * `count` equal bands across [from, to]: the gap between bands is `paddingInner` of a step, the space before the first
 * and after the last `paddingOuter` of a step, and the bands are centred (d3-scale's band scale with align 0.5).
 */
function bands(count: number, from: number, to: number, paddingInner: number, paddingOuter: number) {
  const step = (to - from) / Math.max(1, count - paddingInner + paddingOuter * 2);
  const first = from + (to - from - step * (count - paddingInner)) * 0.5;
  return { step, bandwidth: step * (1 - paddingInner), start: (index: number) => first + step * index };
}

export function layoutChart(
  data: readonly ChartPoint[],
  width: number,
  height: number,
  lang: string,
  symbol: string,
): ChartLayout {
  const plotTop = topPx;
  const plotBottom = Math.max(plotTop + 1, height - dateAxisPx);
  const values = data.map((d) => d.value);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const tickCount = Math.max(2, Math.floor((plotBottom - plotTop) / 48));
  const [d0, d1] = nice(lo, lo === hi ? 1 : hi, tickCount);
  // Value to px: plotBottom at d0, plotTop at d1 (interpolated as d3's linear scale does).
  const y = (v: number) => {
    const t = (v - d0) / (d1 - d0);
    return plotBottom * (1 - t) + plotTop * t;
  };
  const yTicks = ticks(d0, d1, tickCount).map((v) => ({
    y: Math.round(y(v)),
    label: formatCompactMoneyIn(lang, v, symbol),
  }));
  const gutter = Math.max(...yTicks.map((t) => estimateTextPx(t.label)), 0) + 10;

  const plotLeft = gutter;
  const plotRight = Math.max(plotLeft + 1, width - rightPx);
  const x = bands(data.length, plotLeft, plotRight, data.length > 45 ? 0.15 : 0.3, 0.2);
  const zeroY = Math.round(y(0));
  const bars = data.map((d, index): ChartBar => {
    const valueY = y(d.value);
    const top = Math.min(valueY, zeroY);
    // A day with a tiny result still shows a sliver; a day of zero shows nothing but keeps its slot.
    const h = d.value === 0 ? 0 : Math.max(1, Math.abs(zeroY - valueY));
    return {
      index,
      x: x.start(index),
      y: d.value < 0 ? zeroY : zeroY - h,
      width: x.bandwidth,
      height: h,
      top,
      tone: d.value > 0 ? 'positive' : d.value < 0 ? 'negative' : 'zero',
    };
  });

  // Every k-th date, counted back from the latest day so the most recent one is always labelled.
  const fit = Math.max(1, Math.floor((plotRight - plotLeft) / minDateLabelGapPx));
  const every = Math.max(1, Math.ceil(data.length / fit));
  const xLabels = data
    .map((_, index) => ({ index, x: x.start(index) + x.bandwidth / 2 }))
    .filter(({ index }) => (data.length - 1 - index) % every === 0);

  return { width, height, plotLeft, plotRight, plotTop, plotBottom, zeroY, bars, step: x.step, yTicks, xLabels };
}

/** The day under a pointer at `px` (nearest band). */
export function indexAt(layout: ChartLayout, px: number): number | null {
  const first = layout.bars[0];
  if (!first) return null;
  const i = Math.round((px - (first.x + first.width / 2)) / layout.step);
  return Math.min(layout.bars.length - 1, Math.max(0, i));
}
