import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';
import { mixedDays, positiveDays } from './Chart.fixtures';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../StatCards/formatStat';

/**
 * Load it with its panel: `import { Chart } from '@croupier/ui/chart'` in a lazily loaded panel, or
 * `<LazyChart />` from `@croupier/ui` anywhere (it fetches the chart's chunk when it first renders).
 */
const meta = {
  title: 'Feedback/Chart',
  tags: ['any-locale'],
  component: Chart,
  args: { data: mixedDays, currencySymbol: 'P' },
  argTypes: { data: { control: false }, emptyTitle: { control: false }, emptyDescription: { control: false } },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 30 days of wins and losses; focus (Tab) shows the latest day, the arrow keys walk the days. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    const lang = storyI18n(context).language;
    const money = (value: number) => formatMoneyIn(lang, value, 'P', true);
    // The tooltip's date as the chart writes it (Chart.tsx: the language's own full date, in UTC).
    const day = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'UTC',
    });
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: t('chart.label') });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="Bar"]')).toHaveLength(30));
    await expect(canvasElement.querySelectorAll('[data-part="Bar"][data-tone="negative"]').length).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    const tooltip = () => canvasElement.querySelector('[data-part="Tooltip"]');
    await waitFor(() => expect(tooltip()).toHaveTextContent(money(3560)));
    await expect(tooltip()).toHaveTextContent(day.format(new Date('2026-11-24T00:00:00Z')));
    await expect(canvas.getByRole('status')).toHaveTextContent(money(3560));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip()).toHaveTextContent(money(-1890.7));
    await userEvent.keyboard('{Home}');
    await expect(tooltip()).toHaveTextContent(money(1250.5));
    await userEvent.keyboard('{Escape}');
    await expect(tooltip()).toBeNull();
    // Every value is also in a (visually hidden) table.
    await expect(canvas.getByRole('table', { name: t('chart.label') })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(32);
    // For the screenshot: the latest day's tooltip on show.
    await userEvent.keyboard('{End}');
    await expect(tooltip()).toHaveTextContent(money(3560));
  },
};

/** A winning month: every bar above the line in the success colour. */
export const AllPositive: Story = {
  args: { data: positiveDays },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-part="Bar"][data-tone="positive"]')).toHaveLength(30),
    );
    await expect(canvasElement.querySelector('[data-part="Bar"][data-tone="negative"]')).toBeNull();
  },
};

/** No rounds in the period. */
export const Empty: Story = {
  args: { data: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    await expect(within(canvasElement).getByRole('heading', { name: t('chart.empty') })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** The figures are on their way: a skeleton of the chart's height. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    await expect(within(canvasElement).getByRole('status', { name: t('chart.loading') })).toBeInTheDocument();
  },
};

/** A 360 px phone: fewer date labels, the same 30 bars; a tap shows a day. */
export const Phone: Story = {
  tags: ['vrt'],
  args: { height: 200 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 312 }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { canvasElement } = context;
    const money = formatMoneyIn(storyI18n(context).language, 3560, 'P', true);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-part="Bar"]')).toHaveLength(30));
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg.getAttribute('width')).toBe('312');
    await expect(canvasElement.querySelectorAll('[data-part="XAxis"] text').length).toBeLessThan(8);
    const bar = canvasElement.querySelectorAll('[data-part="Bar"]')[29]!;
    const box = bar.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: bar, coords });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="Tooltip"]')).toHaveTextContent(money));
  },
};
