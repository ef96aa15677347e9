import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Box } from './Box';
import { boxElements, boxSurfaces, radiusKeys, spaceKeys } from './Box.types';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  tags: ['vrt', 'any-locale'],
  args: {
    padding: '4',
    surface: 'raised',
    radius: 'lg',
    hasBorder: true,
    children: <Trans ns="common" i18nKey="sample.vipBody" />,
  },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaceKeys },
    paddingX: { control: 'select', options: spaceKeys },
    paddingY: { control: 'select', options: spaceKeys },
    surface: { control: 'inline-radio', options: boxSurfaces },
    radius: { control: 'select', options: radiusKeys },
    children: { control: false },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-component="Box"]');
    await expect(box).not.toBeNull();
    await expect(getComputedStyle(box!).paddingTop).toBe('16px');
  },
};

/** The four surface steps, from the sunken well to the overlay used by menus and dialogs. */
export const Surfaces: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 16 }}>
      {boxSurfaces.map((surface) => (
        <Box key={surface} {...args} surface={surface}>
          <code>{surface}</code>
        </Box>
      ))}
    </div>
  ),
};

export const Padding: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16 }}>
      {(['2', '4', '6', '8'] as const).map((padding) => (
        <Box key={padding} {...args} padding={padding}>
          <Box surface="sunken" radius="sm" padding="2">
            <code>{padding}</code>
          </Box>
        </Box>
      ))}
    </div>
  ),
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-labelledby': 'box-heading', children: <strong id="box-heading"><Trans ns="common" i18nKey="sample.vipTitle" /></strong> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('data-component', 'Box');
  },
};
