import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SliderVerification } from './SliderVerification';
import { sliderStatuses, type SliderStatus } from './SliderVerification.types';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Forms/SliderVerification',
  component: SliderVerification,
  tags: ['vrt', 'any-locale'],
  args: { width: 300, height: 160, targetX: 184, y: 60, onComplete: fn(), onRefresh: fn() },
  argTypes: { status: { control: 'inline-radio', options: sliderStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SliderVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'auth');
    const handle = within(canvasElement).getByRole('slider', { name: t('slider.handle') });
    await expect(handle).toHaveAttribute('aria-valuemin', '0');
    await expect(handle).toHaveAttribute('aria-valuemax', '252');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Checking: Story = { args: { status: 'checking' } };
export const Success: Story = { args: { status: 'success' } };
export const Failed: Story = { args: { status: 'error' } };

/** The one-tap alternative: the caller asks the server, which alone decides (rate-limited by the provider). */
export const WithTapAlternative: Story = {
  args: { onTapVerify: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'auth');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('slider.tapVerify') }));
    await expect(args.onTapVerify).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard alternative: arrows move one pixel (Shift ten), Home/End jump, Enter submits the position. */
export const Keyboard: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const handle = within(canvasElement).getByRole('slider');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '12');
    await userEvent.keyboard('{ArrowLeft}{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', '252');
    await userEvent.keyboard('{Home}{PageUp}');
    await expect(handle).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledWith(10);
  },
};

/** Dragging the handle moves the piece; letting go reports x in challenge pixels with the drag track. */
export const Drag: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const handle = within(canvasElement).getByRole('slider');
    const box = handle.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: box.left + 5, clientY: y } },
      { target: handle, coords: { clientX: box.left + 105, clientY: y } },
      { target: handle, coords: { clientX: box.left + 165, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: box.left + 165, clientY: y } },
    ]);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    const [x, track] = (args.onComplete as ReturnType<typeof fn>).mock.calls[0] as [number, unknown[]];
    await expect(x).toBeGreaterThan(100);
    await expect(Number(handle.getAttribute('aria-valuenow'))).toBe(x);
    await expect(track.length).toBeGreaterThan(1);
  },
};

/** Wired to a fake check: within 6 px of the gap passes; a miss shakes and springs back. */
export const Interactive: Story = {
  tags: ['!vrt'],
  render: function Render(args) {
    const [status, setStatus] = useState<SliderStatus>('idle');
    return (
      <SliderVerification
        {...args}
        status={status}
        onComplete={(x) => {
          setStatus('checking');
          setTimeout(() => setStatus(Math.abs(x - (args.targetX ?? 0)) <= 6 ? 'success' : 'error'), 400);
        }}
        onRefresh={() => setStatus('idle')}
      />
    );
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'auth');
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('slider');
    handle.focus();
    await userEvent.keyboard('{PageUp}{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('slider.error')));
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '0'));
    await userEvent.keyboard('{End}');
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('slider.success')));
  },
};

/** Server images: the background with its gap and the piece. */
export const WithImages: Story = {
  args: {
    targetX: undefined,
    background:
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='300' height='160'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='%23243b6b'/><stop offset='1' stop-color='%236a3f8f'/></linearGradient></defs><rect width='300' height='160' fill='url(%23g)'/><circle cx='70' cy='50' r='30' fill='%23f2b84b' opacity='.7'/><rect x='184' y='60' width='48' height='48' rx='6' fill='%23000' opacity='.45'/></svg>",
    piece:
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48'><rect width='48' height='48' rx='6' fill='%234d4f8c'/></svg>",
  },
};

export const OnPhone: Story = {
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
