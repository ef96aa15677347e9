import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { spaceKeys } from '../Box/Box.types';
import { Stack } from './Stack';
import { stackAligns, stackDirections, stackJustifies } from './Stack.types';

const items = ['sample.tabSlots', 'sample.tabLive', 'sample.tabSports'] as const;

const children = items.map((key) => (
  <Box key={key} surface="raised" hasBorder radius="md" paddingX="4" paddingY="3">
    <Trans ns="common" i18nKey={key} />
  </Box>
));

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  tags: ['vrt', 'any-locale'],
  args: { gap: '3', children },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: spaceKeys },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Column: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-component="Stack"]')!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};

export const Row: Story = {
  args: { direction: 'row', align: 'center' },
};

export const Justified: Story = {
  render: (args) => (
    <Stack gap="4">
      {(['start', 'center', 'end', 'between'] as const).map((justify) => (
        <Stack key={justify} {...args} direction="row" justify={justify} />
      ))}
    </Stack>
  ),
};

/** A column on phones, a row from the tablet breakpoint up, with a wider gap. */
export const Responsive: Story = {
  args: { direction: { base: 'column', tablet: 'row' }, gap: { base: '2', tablet: '6' } },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-component="Stack"]')!;
    const expected = window.innerWidth >= 768 ? 'row' : 'column';
    await expect(getComputedStyle(stack).flexDirection).toBe(expected);
  },
};

export const ResponsiveOnPhone: Story = {
  ...Responsive,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Wrapping: Story = {
  args: { direction: 'row', isWrapping: true, gap: '2', style: { maxWidth: 260 } },
};

/** Rendered as a list: screen readers announce the item count; bullets and indentation are removed. */
export const AsList: Story = {
  args: {
    as: 'ul',
    direction: 'row',
    children: items.map((key) => (
      <Box as="li" key={key} surface="sunken" radius="full" paddingX="4" paddingY="2">
        <Trans ns="common" i18nKey={key} />
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
  },
};
