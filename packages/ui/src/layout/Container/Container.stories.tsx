import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Surface } from '../Surface';
import { Container } from './Container';
import { containerElements, containerWidths } from './Container.types';

const content = (
  <Surface padding="6">
    <Stack gap="2">
      <Heading level={2} size="xl">
        <Trans ns="common" i18nKey="sample.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <Trans ns="common" i18nKey="sample.paragraph" />
      </Text>
    </Stack>
  </Surface>
);

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { children: content, style: { paddingBlock: 24 } },
  argTypes: {
    as: { control: 'select', options: containerElements },
    width: { control: 'inline-radio', options: containerWidths },
    children: { control: false },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-component="Container"]')!;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(1280);
  },
};

export const FullWidth: Story = { args: { width: 'full' } };

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-component="Container"]')!;
    await expect(getComputedStyle(container).paddingLeft).toBe('16px');
  },
};

export const WithoutGutters: Story = {
  args: { hasNoGutters: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
