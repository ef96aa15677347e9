import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameFrame } from './GameFrame';
import { storyT } from '../../test/storyText';

/** A stand-in game page (a data URL: no network, same in every run). */
const demoGame = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="en"><body style="margin:0;display:grid;place-items:center;height:100vh;background:linear-gradient(135deg,#123,#347);color:#fff;font:600 24px system-ui"><p>Demo slot</p></body></html>',
)}`;

const meta = {
  title: 'Games/GameFrame',
  component: GameFrame,
  tags: ['vrt', 'any-locale'],
  args: { title: 'Fortune Tiger', src: demoGame, onClose: fn() },
  decorators: [(Story) => <div style={{ height: 560 }}>{Story()}</div>],
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { onRetry: fn() } };

/** The game in a sandboxed frame, with back and fullscreen. */
export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lobby');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('frame.back') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The launch call is under way. */
export const Loading: Story = { args: { src: undefined, isLoading: true } };

export const LaunchFailed: Story = { args: { src: undefined, error: true, onRetry: fn() } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
