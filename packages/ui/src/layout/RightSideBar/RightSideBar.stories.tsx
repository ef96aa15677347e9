import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../test/storyText';
import { RightSideBar } from './RightSideBar';

const meta = {
  title: 'Layout/RightSideBar',
  component: RightSideBar,
  tags: ['vrt', 'any-locale'],
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    const support = canvas.getByRole('button', { name: t('rightSideBar.customerServiceShort') });
    await expect(support).toHaveAccessibleDescription(t('rightSideBar.customerService'));
    await userEvent.click(support);
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

/** With the chat room's entry: its unread count as a badge, and in the entry's name. */
export const WithChat: Story = {
  tags: ['any-locale'],
  args: { onChat: fn(), chatUnread: 12 },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const chat = within(context.canvasElement).getByRole('button', { name: `${t('chat.title')} ${t('chat.unread', { number: 12 })}` });
    await expect(chat).toHaveAccessibleDescription(t('chat.openWithUnread', { number: 12 }));
    await userEvent.click(chat);
    await expect(context.args.onChat).toHaveBeenCalledOnce();
  },
};

/** The iOS-lite configuration profile expanded: QR code and install hint. */
export const Expanded: Story = { tags: ['vrt-brands'], args: { defaultExpanded: 'iosLite' } };

export const AndroidOnly: Story = { args: { downloads: { android: 'https://croupier.example/down?platform=android' } } };

/** Phones: a floating button; tapping it unfolds the rail. */
/** Every language keeps the short support label on one or two lines in the 64-88 px rail (compact brands too). */
export const LongLanguages: Story = {
  tags: ['!vrt'],
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const support = await within(canvasElement).findByRole('button', { name: 'Hỗ trợ' });
    await expect(support.getBoundingClientRect().width).toBeGreaterThanOrEqual(64);
    await expect(support.getBoundingClientRect().width).toBeLessThanOrEqual(88);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('rightSideBar.customerServiceShort') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('rightSideBar.open') }));
    await expect(canvas.getByRole('button', { name: t('rightSideBar.customerServiceShort') })).toBeVisible();
  },
};

export const OnPhoneOpen: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { defaultOpen: true, defaultExpanded: 'ios' } };
