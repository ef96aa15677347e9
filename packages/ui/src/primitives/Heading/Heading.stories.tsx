import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';
import { headingLevels, headingSizes, headingTones } from './Heading.types';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['vrt', 'any-locale'],
  args: { level: 2, children: <Trans ns="common" i18nKey="sample.heading" /> },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
    children: { control: false },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

/** Each level at its default size, in the brand's display face, weight and letter case. */
export const Levels: Story = {
  tags: ['vrt-brands'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          <Trans ns="common" i18nKey="sample.heading" />
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
  },
};

/** Visual size is independent of the outline level: every one of these is an h2. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          <Trans ns="common" i18nKey="sample.vipTitle" />
        </Heading>
      ))}
    </div>
  ),
};

export const Accent: Story = { args: { tone: 'accent', size: '3xl' } };

export const Truncated: Story = {
  args: { isTruncated: true, size: 'xl', style: { maxWidth: 240 }, children: <Trans ns="common" i18nKey="sample.vipBody" /> },
};
