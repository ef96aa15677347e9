import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './iconSet';
import { iconSizes } from './Icon.types';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['vrt', 'any-locale'],
  args: { name: 'hot', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-component="Icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label the icon is announced as an image. */
export const Labelled: Story = {
  args: { label: 'Hot games' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Hot games' })).toBeInTheDocument();
  },
};

export const Set: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 12 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
