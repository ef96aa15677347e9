import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RightSideBar } from './RightSideBar';

const meta = {
  title: 'Layout/RightSideBar',
  component: RightSideBar,
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: {
    onCustomerService: fn(),
    onExpandedChange: fn(),
    downloads: {
      ios: 'https://croupier.example/down?platform=ios',
      iosLite: 'https://croupier.example/down?platform=ios-lite',
      android: 'https://croupier.example/down?platform=android',
    },
  },
  render: (args) => <div style={{ minHeight: 600 }}><RightSideBar {...args} /></div>,
} satisfies Meta<typeof RightSideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'カスタマーサービス' }));
    await expect(args.onCustomerService).toHaveBeenCalled();
    const android = canvas.getByRole('button', { name: 'Android' });
    await userEvent.click(android);
    await expect(android).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('img', { name: /Android/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(android).toHaveAttribute('aria-expanded', 'false');
    await expect(android).toHaveFocus();
  },
};

/** The iOS-lite configuration profile expanded: QR code and install hint. */
export const Expanded: Story = { tags: ['vrt-brands'], args: { defaultExpanded: 'iosLite' } };

export const AndroidOnly: Story = { args: { downloads: { android: 'https://croupier.example/down?platform=android' } } };

/** Phones: a floating button; tapping it unfolds the rail. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'カスタマーサービス' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'サポートとアプリを開く' }));
    await expect(canvas.getByRole('button', { name: 'カスタマーサービス' })).toBeVisible();
  },
};

export const OnPhoneOpen: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { defaultOpen: true, defaultExpanded: 'ios' } };
