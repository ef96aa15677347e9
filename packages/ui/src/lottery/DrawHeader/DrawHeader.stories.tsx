import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { drawnDraw, fixedClock, openDraw } from '../shared/lotteryPlay.fixtures';
import { DrawHeader } from './DrawHeader';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Lottery/DrawHeader',
  component: DrawHeader,
  tags: ['any-locale'],
  args: {
    gameName: 'SSC 3分',
    format: 'digits5',
    draw: openDraw('SSC3', '20261126-0241', 65),
    last: drawnDraw('SSC3', '20261126-0240', ['3', '8', '0', '5', '9']),
    now: fixedClock,
    onClose: fn(),
    onDraw: fn(),
  },
  argTypes: { draw: { control: false }, last: { control: false }, now: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 880 }}>
      <DrawHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof DrawHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Open, 1:05 before the close (a fixed clock): the last result with its sum 25 (big, odd) and the seed hash. */
export const Open: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: String(args.gameName) })).toBeVisible();
    await expect(canvas.getByText(t('play.status.open'))).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:05');
    await expect(canvas.getByText(t('play.sum', { sum: 25 }))).toBeVisible();
    await expect(canvas.getByText(t('play.side.big'))).toBeVisible();
    await expect(canvas.getByText(t('play.side.odd'))).toBeVisible();
    await expect(canvas.getByText('9f2c4e71…2e9b48')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Announcer"]')).toHaveTextContent('');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Eight seconds left: the live region says so once (it does not read every second). */
export const ClosingSoon: Story = {
  tags: ['!vrt'],
  args: { draw: openDraw('SSC3', '20261126-0241', 8) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:08');
    await expect(canvasElement.querySelector('[data-part="Announcer"]')).toHaveTextContent(t('play.announceSeconds'));
  },
};

/** A daily game: the countdown shows hours. */
export const LongCountdown: Story = {
  tags: ['!vrt'],
  args: { gameName: 'Magnum 4D', format: 'sea4d', draw: openDraw('SEA4D', '20261126', 5 * 3600 + 125), last: null },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:02:05');
    await expect(canvas.getByText(t('play.noLastDraw'))).toBeVisible();
  },
};

/** The close time has passed: the chip says drawing, `onClose` ran once (and `onDraw` not yet). */
export const ClosedDrawing: Story = {
  tags: ['!vrt'],
  args: { draw: openDraw('SSC3', '20261126-0241', -3) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('play.status.closed'))).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvasElement.querySelector('[data-part="Announcer"]')).toHaveTextContent(t('play.announceClosed'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onDraw).not.toHaveBeenCalled();
  },
};

/** PK10: plates, and the sum of the first two (champion + runner-up). */
export const Pk10: Story = {
  tags: ['!vrt'],
  args: {
    gameName: 'PK10 1分',
    format: 'pk10',
    draw: openDraw('PK10_1', '20261126-0721', 42),
    last: drawnDraw('PK10_1', '20261126-0720', ['07', '02', '10', '01', '05', '09', '03', '08', '06', '04']),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(within(canvasElement).getByText(t('play.sum', { sum: 9 }))).toBeVisible();
  },
};

/** K3 dice, last result drawn a pair. */
export const K3Dice: Story = {
  tags: ['!vrt'],
  args: {
    gameName: 'K3 快3',
    format: 'dice3',
    draw: openDraw('K3_1', '20261126-0721', 30),
    last: drawnDraw('K3_1', '20261126-0720', ['2', '2', '5']),
  },
};

/** A cancelled period. */
export const Cancelled: Story = {
  tags: ['!vrt'],
  args: { draw: openDraw('SSC3', '20261126-0241', 30, 'cancelled') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    await expect(within(canvasElement).getByText(t('play.status.cancelled'))).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** On a phone the countdown sits under the name. */
export const Phone: Story = {
  tags: ['!vrt'],
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
