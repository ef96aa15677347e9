import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LotteryDraw } from '@croupier/contract';
import type { FairnessCheck } from '../FairnessProof';
import { sampleDraws } from '../resultsShared/results.fixtures';
import { ResultsHistory } from './ResultsHistory';
import type { ResultsHistoryProps } from './ResultsHistory.types';
import { storyT } from '../../test/storyText';

const draws = sampleDraws('digits5');
const phone = { viewport: { value: 'phone', isRotated: false } };

/** The site's check would hash and HMAC with WebCrypto; here it echoes the published numbers. */
const passingCheck = (draw: LotteryDraw): Promise<FairnessCheck> =>
  Promise.resolve({ seedMatchesHash: true, numbers: draw.numbers ?? [], numbersMatch: true });

/** The site owns the page; this stand-in keeps it so the pages move. */
function ResultsHistoryDemo(args: ResultsHistoryProps) {
  const [pageNo, setPageNo] = useState(args.pageNo);
  return (
    <ResultsHistory
      {...args}
      pageNo={pageNo}
      onPageChange={(next) => {
        setPageNo(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Lottery/ResultsHistory',
  component: ResultsHistory,
  tags: ['any-locale'],
  args: {
    draws,
    format: 'digits5',
    gameName: 'E-Lottery 1分',
    pageNo: 1,
    pageSize: 10,
    totalCount: 720,
    timeZone: 'Asia/Tokyo',
    onPageChange: fn(),
    onVerify: fn(passingCheck),
  },
  argTypes: { draws: { control: false } },
  render: (args) => <ResultsHistoryDemo {...args} />,
} satisfies Meta<typeof ResultsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** A page of five-digit draws: the sum with its sides, statuses (a cancelled period is refunded), pages. */
export const Default: Story = {
  // Pictured with its proof open in VerifyFairness.
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('history.title', { game: args.gameName }) })).toBeVisible();
    const table = canvas.getByRole('table', { name: t('history.caption', { game: args.gameName }) });
    await expect(within(table).getAllByRole('row')).toHaveLength(draws.length + 1);
    await expect(within(table).getByText(t('statuses.refunded'))).toBeVisible();
    await expect(within(table).getByText(t('statuses.drawn'))).toBeVisible();
    // The first row's sum is the sum of its numbers, with one size and one parity badge.
    const first = within(table).getAllByRole('row')[1]!;
    const sum = draws[0]!.numbers!.reduce((s, n) => s + Number(n), 0);
    await expect(first.querySelector('[data-part="Sum"] strong')).toHaveTextContent(String(sum));
    await expect(first.querySelectorAll('[data-part="Side"]')).toHaveLength(1);
    await expect(first.querySelector('[data-part="Parity"]')).toHaveTextContent(
      sum % 2 === 0 ? t('history.sides.even') : t('history.sides.odd'),
    );
  },
};

/** Open a period's fairness disclosure and check it in the browser. */
export const VerifyFairness: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const draw = draws[1]!;
    const toggle = canvas.getByRole('button', { name: t('history.fairnessFor', { period: draw.periodNo }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const proof = canvas.getByRole('region', { name: t('fairness.title', { period: draw.periodNo }) });
    await expect(toggle).toHaveAttribute('aria-controls', proof.id);
    await expect(within(proof).getByText(draw.seedHash)).toBeVisible();
    await userEvent.click(within(proof).getByRole('button', { name: t('fairness.verify') }));
    await expect(args.onVerify).toHaveBeenCalledWith(draw);
    await expect(await within(proof).findByText(t('fairness.verified'))).toBeVisible();
    await expect(within(proof).getByRole('list', { name: t('fairness.recomputed') })).toHaveTextContent(
      draw.numbers!.join(''),
    );
    // The picture shows the outcome, not the focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The next page: the site is told, and an open proof closes. */
export const PageChange: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tu('pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** PK10: ten distinct balls, the sum of the first two. */
export const Pk10: Story = {
  tags: ['!vrt'],
  args: { draws: sampleDraws('pk10', 'PK10_1M'), format: 'pk10', gameName: 'PK10' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByRole('row')[1]!;
    const numbers = sampleDraws('pk10', 'PK10_1M')[0]!.numbers!;
    await expect(row.querySelector('[data-part="Sum"] strong')).toHaveTextContent(
      String(Number(numbers[0]) + Number(numbers[1])),
    );
  },
};

/** A Vietnam game's history shows the special prize. */
export const BoardGame: Story = {
  tags: ['!vrt'],
  args: { draws: sampleDraws('vnNorth', 'VN_HN', 5), format: 'vnNorth', gameName: 'Hà Nội', totalCount: 5 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(t('tiers.special')).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('columnheader', { name: t('history.columns.sum') })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, draws: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Table"], [data-part="Cards"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { draws: [], totalCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(within(canvasElement).getByText(t('history.empty.title'))).toBeVisible();
  },
};

/** On a 360 px phone every period is a card; the proof's hex wraps. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ResultsHistoryDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="cards"]')).not.toBeNull());
    await userEvent.click(
      canvas.getByRole('button', { name: t('history.fairnessFor', { period: draws[0]!.periodNo }) }),
    );
    const proof = canvas.getByRole('region', { name: t('fairness.title', { period: draws[0]!.periodNo }) });
    await expect(proof.scrollWidth).toBeLessThanOrEqual(proof.clientWidth + 1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
