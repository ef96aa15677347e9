import { DEFAULT_CURRENCY_SYMBOL } from '@croupier/contract';
import { useDirection } from '@radix-ui/react-direction';
import {
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { EmptyState } from '../EmptyState';
import { formatMoneyIn } from '../StatCards/formatStat';
import { ChartRoot, Plot, Svg, Tooltip, TooltipDate, TooltipValue } from './Chart.styles';
import type { ChartProps } from './Chart.types';
import { ChartSkeleton } from './ChartSkeleton';
import { indexAt, layoutChart } from './chartLayout';

function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
  }
}

/** An ISO day as a UTC midnight: the calendar day it names, wherever the member is. */
const dayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** About the tooltip's height: it never rises above the plot. */
const tooltipRoomPx = 56;

/** The days each key moves; right to left the days run leftwards, so ArrowLeft goes on and ArrowRight back. */
const stepKeys = (rtl: boolean): Record<string, number> => ({
  ArrowLeft: rtl ? 1 : -1,
  ArrowDown: -1,
  ArrowRight: rtl ? -1 : 1,
  ArrowUp: 1,
  PageUp: 7,
  PageDown: -7,
});

/**
 * Profit and loss per day as bars above and below zero, gains in the success colour and losses in the danger colour,
 * with dates and money in the UI language. Hover, touch or the arrow keys (one tab stop) show a day's tooltip, which
 * a live region also announces; a visually hidden table lists every value. Plain SVG laid out with d3-array's nice ticks (ADR 0007):
 * colours are the theme's CSS variables, so a brand or mode switch repaints without a redraw; the width follows the
 * container (ResizeObserver). Nothing animates but a short fade of the other bars, and not under reduced motion.
 *
 * Import it from `@croupier/ui/chart` in code that loads with its panel, or use `LazyChart`.
 */
export const Chart = forwardRef<HTMLDivElement, ChartProps>(function Chart(
  {
    data,
    isLoading = false,
    currencySymbol = DEFAULT_CURRENCY_SYMBOL,
    label,
    height = 240,
    emptyTitle,
    emptyDescription,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('feedback');
  const lang = i18n.language;
  const rtl = useDirection() === 'rtl';
  const name = label ?? t('chart.label');
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current!);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const isEmpty = data.length === 0;

  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return undefined;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [isLoading, isEmpty]);

  const formats = useMemo(
    () => ({
      axis: dateFormat(lang, { month: 'numeric', day: 'numeric' }),
      full: dateFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }),
    }),
    [lang],
  );
  const layout = useMemo(
    () => (width > 0 && data.length > 0 ? layoutChart(data, width, height, lang, currencySymbol) : null),
    [data, width, height, lang, currencySymbol],
  );
  const activeIndex = active !== null && active < data.length ? active : null;

  const move = useCallback((next: number) => setActive(Math.min(data.length - 1, Math.max(0, next))), [data.length]);

  if (isLoading) return <ChartSkeleton ref={rootRef} height={height} {...rest} />;

  if (isEmpty) {
    return (
      <ChartRoot ref={rootRef} data-component="Chart" data-empty="" {...rest}>
        <EmptyState
          size="sm"
          icon="chart"
          title={emptyTitle ?? t('chart.empty')}
          description={emptyDescription ?? t('chart.emptyHint')}
          style={{ minHeight: height, justifyContent: 'center', boxSizing: 'border-box' }}
        />
      </ChartRoot>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = activeIndex ?? data.length - 1;
    const steps = stepKeys(rtl);
    if (event.key in steps) move(current + steps[event.key]!);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(data.length - 1);
    else if (event.key === 'Escape' && activeIndex !== null) setActive(null);
    else return;
    event.preventDefault();
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout) return;
    const box = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - box.left;
    setActive(indexAt(layout, rtl ? layout.width - px : px));
  };
  // Right to left the plot is mirrored: the days run from the right, the value axis stands at the right. The layout
  // is computed left to right; `mx` flips a point and `mxBox` a box of the given width.
  const mx = (x: number) => (rtl && layout ? layout.width - x : x);
  const mxBox = (x: number, w: number) => (rtl && layout ? layout.width - x - w : x);

  const point = activeIndex !== null ? data[activeIndex] : undefined;
  const bar = activeIndex !== null ? layout?.bars[activeIndex] : undefined;
  const money = (value: number) => formatMoneyIn(lang, value, currencySymbol, true);
  const toneOf = (value: number) => (value > 0 ? 'positive' : value < 0 ? 'negative' : undefined);
  const total = data.reduce((sum, d) => sum + d.value, 0);

  return (
    <ChartRoot ref={rootRef} data-component="Chart" {...rest}>
      <Plot
        ref={plotRef}
        data-part="Plot"
        role="group"
        tabIndex={0}
        aria-label={name}
        aria-describedby={hintId}
        style={{ height }}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((a) => a ?? data.length - 1)}
        onBlur={() => setActive(null)}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => {
          if (document.activeElement !== plotRef.current) setActive(null);
        }}
      >
        {layout ? (
          <Svg
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            aria-hidden="true"
            focusable="false"
            data-has-active={activeIndex !== null ? '' : undefined}
          >
            <g data-part="Grid">
              {layout.yTicks.map((tick) => (
                <line key={tick.y} x1={mx(layout.plotLeft)} x2={mx(layout.plotRight)} y1={tick.y + 0.5} y2={tick.y + 0.5} />
              ))}
            </g>
            <g data-part="YAxis">
              {layout.yTicks.map((tick) => (
                <text
                  key={tick.y}
                  data-part="AxisLabel"
                  x={mx(layout.plotLeft - 8)}
                  y={tick.y}
                  // The inline end: the label's left edge right to left (the SVG inherits the page's direction).
                  textAnchor="end"
                  dominantBaseline="central"
                >
                  {tick.label}
                </text>
              ))}
            </g>
            {bar ? (
              <rect
                data-part="Highlight"
                x={mxBox(bar.x - (layout.step - bar.width) / 2, layout.step)}
                y={layout.plotTop}
                width={layout.step}
                height={layout.plotBottom - layout.plotTop}
              />
            ) : null}
            <g data-part="Bars">
              {layout.bars.map((b) => (
                <rect
                  key={b.index}
                  data-part="Bar"
                  data-tone={b.tone}
                  data-active={b.index === activeIndex ? '' : undefined}
                  x={mxBox(b.x, b.width)}
                  y={b.y}
                  width={b.width}
                  height={b.height}
                />
              ))}
            </g>
            <line
              data-part="ZeroLine"
              x1={mx(layout.plotLeft)}
              x2={mx(layout.plotRight)}
              y1={layout.zeroY + 0.5}
              y2={layout.zeroY + 0.5}
            />
            <g data-part="XAxis">
              {layout.xLabels.map((l) => (
                <text key={l.index} data-part="AxisLabel" x={mx(l.x)} y={layout.height - 6} textAnchor="middle">
                  {formats.axis.format(dayOf(data[l.index]!.date))}
                </text>
              ))}
            </g>
          </Svg>
        ) : null}
        {point && bar && layout ? (
          <Tooltip
            data-part="Tooltip"
            aria-hidden="true"
            style={
              {
                left: mx(bar.x + bar.width / 2),
                // Under the plot's top edge even for the tallest bar: a scrolling panel would clip it above.
                top: Math.max(bar.top, tooltipRoomPx),
                '--tooltip-shift': Math.round((mx(bar.x + bar.width / 2) / layout.width) * 100),
              } as CSSProperties
            }
          >
            <TooltipDate>{formats.full.format(dayOf(point.date))}</TooltipDate>
            <TooltipValue data-tone={toneOf(point.value)}>{money(point.value)}</TooltipValue>
          </Tooltip>
        ) : null}
      </Plot>
      <VisuallyHidden id={hintId}>{t('chart.keyboardHint')}</VisuallyHidden>
      <VisuallyHidden role="status" data-part="Announcement">
        {point ? `${formats.full.format(dayOf(point.date))}: ${money(point.value)}` : ''}
      </VisuallyHidden>
      <VisuallyHidden as="div" data-part="DataTable">
        <table>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.date')}</th>
              <th scope="col">{t('chart.value')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formats.full.format(dayOf(d.date))}</th>
                <td>{money(d.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('chart.total')}</th>
              <td>{money(total)}</td>
            </tr>
          </tfoot>
        </table>
      </VisuallyHidden>
    </ChartRoot>
  );
});
