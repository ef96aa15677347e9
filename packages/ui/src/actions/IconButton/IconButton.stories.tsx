import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../../primitives/Icon';
import { IconButton } from './IconButton';
import { iconButtonSizes, iconButtonVariants, type IconButtonProps } from './IconButton.types';

/** Stories give `label` as a common-namespace key; this translates it so the name follows the locale toolbar. */
function Localized({ label, ...props }: IconButtonProps) {
  const { t } = useTranslation('common');
  return <IconButton {...props} label={t(label)} />;
}

function ToggleDemo(props: IconButtonProps) {
  const [isPressed, setPressed] = useState(false);
  return (
    <Localized
      {...props}
      isPressed={isPressed}
      onClick={(event) => {
        setPressed((value) => !value);
        props.onClick?.(event);
      }}
    />
  );
}

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 } as const;

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['vrt', 'any-locale'],
  args: { icon: 'bell', label: 'sample.notifications', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    badge: { control: 'number' },
    isPressed: { control: 'boolean' },
  },
  render: (args) => <Localized {...args} />,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName();
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['vrt-brands'],
  render: (args) => (
    <div style={row}>
      {iconButtonVariants.map((variant) => (
        <Localized key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  args: { variant: 'secondary', icon: 'settings', label: 'sample.settings' },
  render: (args) => (
    <div style={row}>
      {iconButtonSizes.map((size) => (
        <Localized key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** The count shows in a bubble ("99+" above 99) and is part of the accessible name. */
export const WithBadge: Story = {
  args: { variant: 'secondary', badge: 3 },
  render: (args) => (
    <div style={row}>
      <Localized {...args} />
      <Localized {...args} badge={27} icon="message" label="sample.notifications" />
      <Localized {...args} badge={120} icon="promo" label="sample.favourite" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [three, , many] = within(canvasElement).getAllByRole('button');
    await expect(three).toHaveAccessibleName(/3/);
    await expect(many).toHaveAccessibleName(/99\+/);
    const bubble = many!.querySelector('[data-part="Badge"]')!;
    await expect(bubble).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(bubble, '::after').content).toBe('"99+"');
  },
};

/** A toggle button: `isPressed` sets aria-pressed and the accent tint. */
export const Toggle: Story = {
  args: { icon: 'favourite', label: 'sample.favourite' },
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Pressed: Story = {
  args: { icon: 'favourite', label: 'sample.favourite', isPressed: true },
  render: (args) => (
    <div style={row}>
      {iconButtonVariants.map((variant) => (
        <Localized key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { isLoading: true, variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <div style={row}>
      {iconButtonVariants.map((variant) => (
        <Localized key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('button');
    await expect(first).toBeDisabled();
    await userEvent.click(first!, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** On phones the medium size is a 44 px square and the small one keeps a 44 px hit area. */
export const OnPhone: Story = {
  args: { variant: 'secondary', badge: 5 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={row}>
      {iconButtonSizes.map((size) => (
        <Localized key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const md = within(canvasElement).getAllByRole('button')[1]!;
    await expect(md.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
