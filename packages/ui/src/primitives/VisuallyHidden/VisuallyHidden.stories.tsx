import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['vrt', 'any-locale'],
  args: { children: <Trans ns="common" i18nKey="sample.settings" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Names an icon-only link: out of sight, but read out and in the accessible name. */
export const Default: Story = {
  render: (args) => (
    <a href="#settings" style={{ display: 'inline-flex', padding: 12, color: 'inherit' }}>
      <Icon name="settings" size="lg" />
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName();
    const hidden = canvasElement.querySelector<HTMLElement>('[data-component="VisuallyHidden"]')!;
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A skip link: hidden until a keyboard user tabs to it, then shown as a chip at the top left. */
export const FocusableSkipLink: Story = {
  args: {
    focusable: true,
    children: (
      <a href="#story-main">
        <Trans ns="common" i18nKey="sample.skipToContent" />
      </a>
    ),
  },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 120 }}>
      <VisuallyHidden {...args} />
      <div id="story-main" tabIndex={-1} style={{ paddingTop: 64 }}>
        <Trans ns="common" i18nKey="sample.paragraph" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-component="VisuallyHidden"]')!;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};
