import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../../primitives/Icon';
import { TextField } from '../TextField';
import { SmsCodeButton } from './SmsCodeButton';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Forms/SmsCodeButton',
  component: SmsCodeButton,
  tags: ['vrt', 'any-locale'],
  args: {
    onRequest: fn(async () => ({ expiredMinutes: 1 })),
    onError: fn(),
  },
  argTypes: { onRequest: { control: false }, canRequest: { control: false } },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {};

/** Inside the code field, where the modals use it. */
export const InTextField: Story = {
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return (
      <TextField
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        startIcon={<Icon name="shieldCheck" />}
        endAdornment={<SmsCodeButton {...args} />}
      />
    );
  },
};

/** SPEC §4: expiry minutes x 60 seconds, disabled until zero, and a second send is blocked meanwhile. */
export const Countdown: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'auth');
    const button = within(canvasElement).getByRole('button', { name: t('sms.send') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(t('sms.resendIn', { s: 60 })));
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('sms.sent'));
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveTextContent(t('sms.resendIn', { s: 59 })), { timeout: 2500 });
  },
};

/** `durationSeconds` wins over the server's expiry (third-party phone authentication: 60 s); at zero it re-enables. */
export const ShortDuration: Story = {
  tags: ['!vrt'],
  args: { durationSeconds: 2 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'auth');
    const button = within(canvasElement).getByRole('button', { name: t('sms.send') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(t('sms.resendIn', { s: 2 })));
    // The whole label, not a part of it: the countdown's label holds the same word.
    await waitFor(() => expect(button.textContent?.replace(/\s+/g, ' ').trim()).toBe(t('sms.resend')), {
      timeout: 4000,
    });
    await expect(button).toBeEnabled();
  },
};

/** A failed send reports the server's message and re-enables the button at once. */
export const Failure: Story = {
  tags: ['!vrt'],
  args: { onRequest: fn(async () => Promise.reject(new Error('SMS gateway busy'))) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'auth');
    const button = within(canvasElement).getByRole('button', { name: t('sms.send') });
    await userEvent.click(button);
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith('SMS gateway busy'));
    await expect(button).toBeEnabled();
    await expect(button).toHaveTextContent(t('sms.send'));
  },
};

/** `canRequest` returning false (an invalid phone number) sends nothing. */
export const BlockedByValidation: Story = {
  tags: ['!vrt'],
  args: { canRequest: () => false },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'auth');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('sms.send') }));
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };
