import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav } from './BottomNav';
import { bottomNavKeys } from './BottomNav.types';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Navigation/BottomNav',
  component: BottomNav,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { activeKey: 'home', onSelect: fn() },
  argTypes: { activeKey: { control: 'select', options: bottomNavKeys } },
  render: (args) => <div style={{ minHeight: 740 }}><BottomNav {...args} /></div>,
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** 14 entries, 44 px targets, the active one highlighted and marked as the current page. */
export const Default: Story = {
  tags: ['vrt-brands'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const nav = within(canvasElement).getByRole('navigation');
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons).toHaveLength(14);
    await expect(buttons[0]).toHaveAttribute('aria-current', 'page');
    for (const b of buttons.slice(0, 4)) await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(within(nav).getByRole('button', { name: t('categories.sports') }));
    await expect(args.onSelect).toHaveBeenCalledWith('sports');
  },
};

/** An entry far to the side scrolls into view when it is the active one. */
export const ActiveOffscreen: Story = { args: { activeKey: 'vip' } };

export const Visitor: Story = { args: { keys: bottomNavKeys.filter((k) => k !== 'favourites') } };

/** Hidden from tablet width up. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
