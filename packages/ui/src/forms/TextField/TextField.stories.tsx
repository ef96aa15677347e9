import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { TextField } from './TextField';
import { textFieldSizes } from './TextField.types';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['vrt', 'any-locale'],
  args: {
    label: <Trans ns="common" i18nKey="sample.username" />,
    autoComplete: 'username',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
    startIcon: { control: false },
    endAdornment: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const input = within(canvasElement).getByRole('textbox', { name: t('common:sample.username') });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('player01');
    await expect(input).toHaveValue('player01');
  },
};

export const WithHint: Story = {
  args: { hint: <Trans ns="common" i18nKey="sample.usernameHint" /> },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(t('common:sample.usernameHint'));
  },
};

export const WithError: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <TextField
        {...args}
        defaultValue="pl"
        hint={t('sample.usernameHint')}
        error={t('ui:validation.minLength', { field: t('sample.username'), min: 4 })}
      />
    );
  },
  play: async (context) => {
    const t = storyT(context, 'common');
    const input = within(context.canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${t('sample.usernameHint')} ${t('ui:validation.minLength', { field: t('sample.username'), min: 4 })}`,
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async (context) => {
    const t = storyT(context, 'common');
    const input = within(context.canvasElement).getByRole('textbox');
    await expect(input).toBeRequired();
    // The asterisk is decoration; the localized word is what a screen reader hears.
    await expect(input).toHaveAccessibleName(`${t('sample.username')} ${t('ui:textField.required')}`);
  },
};

export const Optional: Story = {
  args: { isOptional: true, label: <Trans ns="common" i18nKey="sample.email" />, type: 'email', autoComplete: 'email' },
};

export const Password: Story = {
  args: {
    label: <Trans ns="common" i18nKey="sample.password" />,
    hint: <Trans ns="common" i18nKey="sample.passwordHint" />,
    type: 'password',
    autoComplete: 'current-password',
    defaultValue: 'secret123',
    required: true,
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText((label) => label.includes(t('common:sample.password')), { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: t('textField.showPassword') });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithStartIcon: Story = {
  args: { startIcon: <Icon name="user" /> },
};

/** An SMS-code field: the send button lives inside the field; the same slot takes a captcha image. */
export const WithEndAdornment: Story = {
  args: {
    label: <Trans ns="common" i18nKey="sample.smsCode" />,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    startIcon: <Icon name="shieldCheck" />,
    endAdornment: (
      <Button size="sm" variant="outline">
        <Trans ns="common" i18nKey="sample.sendCode" />
      </Button>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player01', startIcon: <Icon name="user" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'player01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('player01');
  },
};

export const Sizes: Story = {
  tags: ['vrt-brands'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16 }}>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} startIcon={<Icon name="user" />} />
      ))}
    </div>
  ),
};

export const FullWidth: Story = {
  args: {
    isFullWidth: true,
    label: <Trans ns="common" i18nKey="sample.mobile" />,
    type: 'tel',
    autoComplete: 'tel',
    startIcon: <Icon name="phone" />,
  },
  parameters: { viewport: { defaultViewport: 'phone' } },
};

interface LoginValues {
  username: string;
  password: string;
}

function LoginForm() {
  const { t } = useTranslation('common');
  const username = t('sample.username');
  const password = t('sample.password');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => undefined)(event)}
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
      data-submitted={isSubmitSuccessful || undefined}
    >
      <TextField
        label={username}
        hint={t('sample.usernameHint')}
        autoComplete="username"
        required
        isFullWidth
        error={errors.username?.message}
        {...register('username', {
          required: t('ui:validation.required', { field: username }),
          minLength: { value: 4, message: t('ui:validation.minLength', { field: username, min: 4 }) },
        })}
      />
      <TextField
        label={password}
        type="password"
        autoComplete="current-password"
        required
        isFullWidth
        error={errors.password?.message}
        {...register('password', {
          required: t('ui:validation.required', { field: password }),
          minLength: { value: 6, message: t('ui:validation.minLength', { field: password, min: 6 }) },
        })}
      />
      <Button type="submit" size="lg" isFullWidth>
        {t('actions.login')}
      </Button>
    </form>
  );
}

/** Validation on submit with react-hook-form; the fields spread `register()` and show `errors.x.message`. */
export const WithReactHookForm: Story = {
  tags: ['!vrt'],
  render: () => <LoginForm />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const field = { username: t('common:sample.username'), password: t('common:sample.password') };
    const username = canvas.getByRole('textbox', { name: (name) => name.includes(field.username) });
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.login') }));
    await expect(await canvas.findByText(t('validation.required', { field: field.username }))).toBeVisible();
    await expect(canvas.getByText(t('validation.required', { field: field.password }))).toBeVisible();
    await expect(username).toBeInvalid();
    // react-hook-form focuses the first invalid field.
    await expect(username).toHaveFocus();

    await userEvent.type(username, 'pl');
    await expect(await canvas.findByText(t('validation.minLength', { field: field.username, min: 4 }))).toBeVisible();
    await userEvent.type(username, 'ayer01');
    await expect(
      canvas.queryByText(t('validation.minLength', { field: field.username, min: 4 })),
    ).not.toBeInTheDocument();
    await expect(username).not.toBeInvalid();
    await expect(username).toHaveAccessibleDescription(t('common:sample.usernameHint'));
  },
};
