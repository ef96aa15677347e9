import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { radiusKeys, spaceKeys } from '../../primitives/Box/Box.types';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { vars } from '../../theme';
import { Surface } from './Surface';
import { surfaceElements, surfaceElevations } from './Surface.types';

const card = (
  <Stack gap="3">
    <Stack direction="row" gap="2" align="center">
      <Icon name="vip" size="lg" style={{ color: vars.color.accent.text }} />
      <Heading level={3} size="lg">
        <Trans ns="common" i18nKey="sample.vipTitle" />
      </Heading>
    </Stack>
    <Text as="p" size="sm" tone="secondary">
      <Trans ns="common" i18nKey="sample.vipBody" />
    </Text>
  </Stack>
);

const meta = {
  title: 'Layout/Surface',
  component: Surface,
  tags: ['vrt', 'any-locale'],
  args: { children: card, style: { maxWidth: 360 } },
  argTypes: {
    as: { control: 'select', options: surfaceElements },
    padding: { control: 'select', options: spaceKeys },
    radius: { control: 'select', options: radiusKeys },
    elevation: { control: 'inline-radio', options: surfaceElevations },
    children: { control: false },
  },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {};

export const Elevations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 24 }}>
      {surfaceElevations.map((elevation) => (
        <Surface key={elevation} {...args} elevation={elevation} style={{}}>
          <Stack gap="2">
            <code>{elevation}</code>
            {card}
          </Stack>
        </Surface>
      ))}
    </div>
  ),
};

/** Lifts with the accent glow on hover and while a control inside has keyboard focus. */
export const Interactive: Story = {
  tags: ['vrt-brands'],
  args: {
    isInteractive: true,
    as: 'article',
    children: (
      <Stack gap="4">
        {card}
        <Button variant="primary" size="sm">
          <Trans ns="common" i18nKey="actions.playNow" />
        </Button>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const surface = canvasElement.querySelector<HTMLElement>('[data-component="Surface"]')!;
    await userEvent.tab();
    await expect(within(surface).getByRole('button')).toHaveFocus();
    await expect(surface.matches(':has(:focus-visible)')).toBe(true);
  },
};

export const Padding: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      {(['3', '4', '6'] as const).map((padding) => (
        <Surface key={padding} {...args} padding={padding} style={{ width: 240 }}>
          <Text size="sm" tone="muted">
            <code>{padding}</code>
          </Text>
          {card}
        </Surface>
      ))}
    </div>
  ),
};
