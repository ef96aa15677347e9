import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.types';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['vrt', 'any-locale'],
  args: {
    children: <Trans ns="common" i18nKey="actions.login" />,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant side by side; the brand toolbar shows how each brand restyles them. */
export const Variants: Story = {
  tags: ['vrt-brands'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          <Trans ns="common" i18nKey={variant === 'danger' ? 'actions.logout' : variant === 'primary' ? 'actions.deposit' : 'actions.login'} />
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { isLoading: true },
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
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { isFullWidth: true, size: 'lg', children: <Trans ns="common" i18nKey="actions.playNow" /> },
  parameters: { viewport: { defaultViewport: 'phone' } },
};
