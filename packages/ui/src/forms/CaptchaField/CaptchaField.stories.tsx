import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCaptchaSrc } from '../../patterns/LoginModal/authFixtures';
import { CaptchaField } from './CaptchaField';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  tags: ['vrt', 'any-locale'],
  args: { src: sampleCaptchaSrc, onRefresh: fn(), required: true },
  argTypes: { src: { control: false }, label: { control: false } },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'auth');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: (name) => name.includes(t('captcha.label')) })).toHaveAttribute(
      'autocomplete',
      'off',
    );
    await expect(canvas.getByRole('button', { name: t('captcha.refresh') })).toBeEnabled();
  },
};

/** While the first image loads. */
export const Loading: Story = { args: { src: null } };

export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <CaptchaField {...args} error={t('validation.captchaRequired')} />;
  },
};

/** SPEC §9: a click (or Enter/Space) refreshes at most once per second. */
export const RefreshThrottled: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'auth');
    const refresh = within(canvasElement).getByRole('button', { name: t('captcha.refresh') });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};
