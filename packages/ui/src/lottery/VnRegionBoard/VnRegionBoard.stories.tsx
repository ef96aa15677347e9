import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VnRegion } from '@croupier/contract';
import { sample4dBoard, sampleBoards } from '../resultsShared/results.fixtures';
import { VnRegionBoard } from './VnRegionBoard';
import type { VnRegionBoardProps } from './VnRegionBoard.types';
import { storyT } from '../../test/storyText';

const phone = { viewport: { value: 'phone', isRotated: false } };
const north = sampleBoards[0]!;
/** A lô number that ends at least one of Hà Nội's prizes. */
const lo = north.prizes[3]!.numbers[2]!.slice(-2);

/** The site owns the region; this stand-in keeps it so the tabs move. */
function VnRegionBoardDemo(args: VnRegionBoardProps) {
  const [region, setRegion] = useState<VnRegion>(args.region);
  return (
    <VnRegionBoard
      {...args}
      region={region}
      onRegionChange={(next) => {
        setRegion(next);
        args.onRegionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Lottery/VnRegionBoard',
  component: VnRegionBoard,
  tags: ['any-locale'],
  args: { boards: sampleBoards, region: 'north', onRegionChange: fn(), timeZone: 'Asia/Ho_Chi_Minh' },
  argTypes: { boards: { control: false }, highlight: { control: 'text' } },
  render: (args) => <VnRegionBoardDemo {...args} />,
} satisfies Meta<typeof VnRegionBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Hà Nội's 27 prizes, the special one first and largest, a lô number highlighted, and the head/tail table. */
export const Default: Story = {
  tags: ['vrt'],
  args: { highlight: lo },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('regions.north') })).toHaveAttribute('aria-selected', 'true');
    const prizes = canvas.getByRole('table', { name: t('board.caption', { name: north.name }) });
    await expect(within(prizes).getAllByRole('listitem')).toHaveLength(27);
    const hits = prizes.querySelectorAll('[data-highlighted]');
    const expected = north.prizes.flatMap((p) => p.numbers).filter((n) => n.endsWith(lo));
    await expect(hits).toHaveLength(expected.length);
    const headTail = canvas.getByRole('table', { name: t('board.headTail.caption', { name: north.name }) });
    await expect(within(headTail).getAllByRole('row')).toHaveLength(11);
    // Every lô appears once as a tail under its head.
    const tails = within(headTail)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[0]!.textContent!)
      .join(',')
      .split(',')
      .filter((x) => x.trim() !== '');
    await expect(tails).toHaveLength(27);
  },
};

/** Switch to the South: two provinces of 18 prizes. */
export const SwitchRegion: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t('regions.south') }));
    await expect(args.onRegionChange).toHaveBeenCalledWith('south');
    await expect(canvas.getByRole('tab', { name: t('regions.south') })).toHaveAttribute('aria-selected', 'true');
    const boards = canvasElement.querySelectorAll('[data-part="Board"]');
    await expect(boards).toHaveLength(2);
    await expect(within(boards[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(18);
  },
};

/** No Central draw yet today. */
export const NoDrawYet: Story = {
  tags: ['!vrt'],
  args: { region: 'central', boards: sampleBoards.filter((b) => b.region !== 'central') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(
      within(canvasElement).getByText(t('board.empty.title', { region: t('regions.central') })),
    ).toBeVisible();
  },
};

/** A 4D board: first, second, third, ten special and ten consolation prizes. */
export const FourD: Story = {
  tags: ['!vrt'],
  args: { region: 'south', boards: [sample4dBoard], title: '4D' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('table', { name: t('board.caption', { name: sample4dBoard.name }) })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(23);
    await expect(canvas.getByRole('rowheader', { name: t('tiers.consolation') })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, boards: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="VnRegionBoard"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a 360 px phone the boards stack. */
export const Phone: Story = {
  tags: ['!vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <VnRegionBoardDemo {...args} />
    </div>
  ),
  args: { region: 'south' },
};
