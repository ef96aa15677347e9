import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChangePasswordModal } from './ChangePasswordModal';
import { changePasswordReasons } from './ChangePasswordModal.types';
import { storyT } from '../../test/storyText';
import { passwordRule } from '@croupier/contract';
import { checkField } from '../LoginModal/authMessages';

async function openDialog(context: { loaded: Record<string, unknown> }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: storyT(context, 'auth')('change.title') });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Patterns/ChangePasswordModal',
  component: ChangePasswordModal,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
  argTypes: { reason: { control: 'inline-radio', options: [undefined, ...changePasswordReasons] }, errorMessage: { control: 'text' } },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** From the security centre: current, new and confirmation. */
export const Default: Story = { args: { isCurrentPasswordRequired: true } };

/** Forced after login with the fixed default password: explained, and it cannot be dismissed. */
export const ForcedWeakDefault: Story = {
  args: { reason: 'weakDefault' },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    await expect(within(dialog).getByRole('note')).toHaveTextContent(t('change.weakDefault'));
    await expect(within(dialog).queryByRole('button', { name: t('centre:agent.downline.transfer.close') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ForcedExpired: Story = { args: { reason: 'expired' } };

export const WithError: Story = {
  args: { isCurrentPasswordRequired: true },
  render: function Render(args) {
    const { t } = useTranslation('auth');
    return <ChangePasswordModal {...args} errorMessage={t('errors.wrongCredentials')} />;
  },
};

/** SPEC §5: current required when asked, the password rule, and "inconsistent twice". */
export const ValidationRules: Story = {
  tags: ['!vrt'],
  args: { isCurrentPasswordRequired: true },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'auth');
    const dialog = await openDialog(context);
    const d = within(dialog);
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    await userEvent.click(d.getByRole('button', { name: t('change.submit') }));
    await expect(await d.findByText(t('validation.required', { field: t('fields.currentPassword') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.newPassword') }))).toBeVisible();
    await expect(d.getByText(t('validation.required', { field: t('fields.confirmNewPassword') }))).toBeVisible();
    await userEvent.type(input('oldPassword'), 'old123');
    await userEvent.type(input('newPassword'), 'ab#12');
    await expect(await d.findByText(String(checkField(t, 'ab#12', passwordRule, t('fields.newPassword'))))).toBeVisible();
    await userEvent.clear(input('newPassword'));
    await userEvent.type(input('newPassword'), 'newpass99');
    await userEvent.type(input('confirmNewPassword'), 'newpass98');
    await expect(await d.findByText(t('validation.inconsistentTwice'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input('confirmNewPassword'));
    await userEvent.type(input('confirmNewPassword'), 'newpass99');
    await userEvent.click(d.getByRole('button', { name: t('change.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old123', newPassword: 'newpass99', confirmNewPassword: 'newpass99' });
  },
};
