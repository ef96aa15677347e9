import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Chart } from './Chart';
import { isoDays, mixedDays } from './Chart.fixtures';
import { indexAt, layoutChart } from './chartLayout';
import { LazyChart } from './LazyChart';

const bars = () => [...document.querySelectorAll<SVGRectElement>('[data-part="Bar"]')];

describe('Chart', () => {
  it('draws a bar per day, gains above the zero line and losses below, coloured from the theme', async () => {
    renderUi(
      <div style={{ width: 600 }}>
        <Chart
          data={[
            { date: '2026-11-01', value: 100 },
            { date: '2026-11-02', value: -50 },
          ]}
        />
      </div>,
    );
    await waitFor(() => expect(bars()).toHaveLength(2));
    const [gain, loss] = bars() as [SVGRectElement, SVGRectElement];
    const zero = Number(document.querySelector('[data-part="ZeroLine"]')!.getAttribute('y1')) - 0.5;
    expect(Number(gain.getAttribute('y')) + Number(gain.getAttribute('height'))).toBe(zero);
    expect(Number(loss.getAttribute('y'))).toBe(zero);
    expect(getComputedStyle(gain).fill).not.toBe(getComputedStyle(loss).fill);
    const success = getComputedStyle(document.querySelector('[data-ui-scope]')!).getPropertyValue(
      '--ui-color-success-solid',
    );
    expect(success).not.toBe('');
  });

  it('labels money and dates in the UI language', async () => {
    renderUi(
      <div style={{ width: 600 }}>
        <Chart
          data={[
            { date: '2026-11-01', value: 12000 },
            { date: '2026-11-02', value: -3000 },
          ]}
          currencySymbol="$"
        />
      </div>,
      { lang: 'EN' },
    );
    await waitFor(() => expect(bars()).toHaveLength(2));
    const labels = [...document.querySelectorAll('[data-part="YAxis"] text')].map((t) => t.textContent);
    expect(labels).toContain('$10K');
    expect(labels).toContain('-$5K');
    expect(document.querySelector('[data-part="XAxis"]')).toHaveTextContent('11/2');
    expect(screen.getByRole('table', { name: 'Daily profit and loss' })).toHaveTextContent('Total+$9,000.00');
  });

  it('follows its container width (ResizeObserver)', async () => {
    renderUi(
      <div style={{ width: 600 }} data-testid="box">
        <Chart data={mixedDays} />
      </div>,
    );
    const svg = () => document.querySelector('svg[viewBox]')!;
    await waitFor(() => expect(svg().getAttribute('width')).toBe('600'));
    screen.getByTestId('box').style.width = '320px';
    await waitFor(() => expect(svg().getAttribute('width')).toBe('320'));
  });

  it('shows a day on hover and announces the day it moves to with the keyboard', async () => {
    renderUi(
      <div style={{ width: 600 }}>
        <Chart data={mixedDays} />
      </div>,
    );
    await waitFor(() => expect(bars()).toHaveLength(30));
    const plot = screen.getByRole('group', { name: '日別損益' });
    const bar = bars()[2]!.getBoundingClientRect();
    fireEvent.pointerMove(plot, { clientX: bar.left + bar.width / 2, clientY: bar.top });
    expect(document.querySelector('[data-part="Tooltip"]')).toHaveTextContent('+P2,410.75');
    fireEvent.pointerLeave(plot);
    expect(document.querySelector('[data-part="Tooltip"]')).toBeNull();

    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('+P3,560.00');
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('status')).toHaveTextContent('+P3,560.00');
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('status')).toHaveTextContent('2026年11月17日');
    await userEvent.tab();
    expect(document.querySelector('[data-part="Tooltip"]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['ltr', 'ArrowLeft', 'ArrowRight'],
    ['rtl', 'ArrowRight', 'ArrowLeft'],
  ] as const)('%s: the days run in the reading direction; %s steps to the day before and %s to the day after', async (dir, back, forward) => {
    renderUi(
      <div style={{ width: 600 }}>
        <Chart data={mixedDays} />
      </div>,
      { dir },
    );
    await waitFor(() => expect(bars()).toHaveLength(30));
    const [first, last] = [bars()[0]!, bars()[29]!].map((b) => Number(b.getAttribute('x')));
    // Left to right the latest day is the rightmost bar; right to left, the leftmost.
    expect(dir === 'rtl' ? last! < first! : last! > first!).toBe(true);
    // The pointer over the latest day's bar shows that day.
    const plot = screen.getByRole('group', { name: '日別損益' });
    const box = plot.getBoundingClientRect();
    const lastBar = bars()[29]!;
    const x = Number(lastBar.getAttribute('x')) + Number(lastBar.getAttribute('width')) / 2;
    fireEvent.pointerMove(plot, { clientX: box.left + x, clientY: box.top + 20 });
    expect(document.querySelector('[data-part="Tooltip"]')).toHaveTextContent('+P3,560.00');
    fireEvent.pointerLeave(plot);

    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('2026年11月24日');
    await userEvent.keyboard(`{${back}}`);
    expect(screen.getByRole('status')).toHaveTextContent('2026年11月23日');
    await userEvent.keyboard(`{${back}}`);
    expect(screen.getByRole('status')).toHaveTextContent('2026年11月22日');
    await userEvent.keyboard(`{${forward}}`);
    expect(screen.getByRole('status')).toHaveTextContent('2026年11月23日');
  });

  it('shows the empty state, and a skeleton while loading', () => {
    const { rerender } = renderUi(<Chart data={[]} emptyTitle="Nothing yet" />);
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    rerender(<Chart data={mixedDays} isLoading height={180} />);
    const status = screen.getByRole('status', { name: 'グラフを読み込み中' });
    expect(status.querySelector('[data-part="Skeleton"]')!.getBoundingClientRect().height).toBe(180);
  });

  it('LazyChart holds the place with the skeleton, then renders the chart', async () => {
    renderUi(
      <div style={{ width: 400 }}>
        <LazyChart data={mixedDays} />
      </div>,
    );
    expect(screen.getByRole('status', { name: 'グラフを読み込み中' })).toBeInTheDocument();
    await waitFor(() => expect(bars()).toHaveLength(30), { timeout: 10_000 });
  });
});

describe('layoutChart', () => {
  it('keeps every bar inside the plot and labels the latest day', () => {
    const data = isoDays(30).map((date, i) => ({ date, value: (i % 3) - 1 }));
    const layout = layoutChart(data, 360, 200, 'ja', 'P');
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plotLeft);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plotRight);
      expect(bar.y).toBeGreaterThanOrEqual(layout.plotTop);
      expect(bar.y + bar.height).toBeLessThanOrEqual(layout.plotBottom + 1);
    }
    expect(layout.xLabels.at(-1)!.index).toBe(29);
    expect(layout.xLabels.length).toBeLessThanOrEqual(5);
    expect(indexAt(layout, 0)).toBe(0);
    expect(indexAt(layout, 10_000)).toBe(29);
  });

  it('draws an all-zero period without dividing by zero', () => {
    const layout = layoutChart([{ date: '2026-11-01', value: 0 }], 300, 200, 'en', 'P');
    expect(layout.bars[0]!.height).toBe(0);
    expect(Number.isFinite(layout.zeroY)).toBe(true);
  });
});
