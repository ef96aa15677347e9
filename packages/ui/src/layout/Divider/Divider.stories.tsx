import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Divider } from './Divider';
import { dividerOrientations, dividerTones } from './Divider.types';
import { spaceKeys } from '../../primitives/Box/Box.types';

const meta = {
  title: 'Layout/Divider',
  component: Divider,
  tags: ['vrt', 'any-locale'],
  args: { spacing: '4' },
  argTypes: {
    orientation: { control: 'inline-radio', options: dividerOrientations },
    tone: { control: 'inline-radio', options: dividerTones },
    spacing: { control: 'select', options: spaceKeys },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Text as="p">
        <Trans ns="common" i18nKey="sample.vipTitle" />
      </Text>
      <Divider {...args} />
      <Text as="p" tone="secondary">
        <Trans ns="common" i18nKey="sample.vipBody" />
      </Text>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

/** Between items of a row; it stretches to the row's height. */
export const Vertical: Story = {
  args: { orientation: 'vertical', spacing: '0' },
  render: (args) => (
    <Stack direction="row" gap="4" align="center">
      <Text>
        <Trans ns="common" i18nKey="sample.tabSlots" />
      </Text>
      <Divider {...args} />
      <Text>
        <Trans ns="common" i18nKey="sample.tabLive" />
      </Text>
      <Divider {...args} />
      <Text>
        <Trans ns="common" i18nKey="sample.tabSports" />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const separators = within(canvasElement).getAllByRole('separator');
    await expect(separators).toHaveLength(2);
    for (const separator of separators) await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      {dividerTones.map((tone) => (
        <div key={tone}>
          <code>{tone}</code>
          <Divider {...args} tone={tone} spacing="3" />
        </div>
      ))}
    </div>
  ),
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('separator')).not.toBeInTheDocument();
  },
};
