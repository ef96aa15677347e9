import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterCentrePanel } from './RegisterCentrePanel';
import { storyT } from '../../test/storyText';
import { usernameRule } from '@croupier/contract';

/** A label that starts with a word ("Password", not "Confirm password"). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

const meta = {
  title: 'Agent Centre/RegisterCentrePanel',
  component: RegisterCentrePanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    inviteCode: 'AG7Q2K',
    inviteLink: 'https://croupier.example/register?ref=AG7Q2K',
    onSubmit: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: { error: { control: 'boolean' } },
} satisfies Meta<typeof RegisterCentrePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password fields by name (their labels differ by a word, and both carry the required mark). */
const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** The form with the brand's rules under the fields, beside the invitation code, link and QR code. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('agent.register.title') })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('agent.register.username')) }),
    ).toHaveAccessibleDescription(
      // The brand's username rule in its own words (useCentreValidation's describeRule).
      t(`auth:validation.pattern${usernameRule.patternId}`, {
        min: usernameRule.minLength,
        max: usernameRule.maxLength,
      }),
    );
    await expect(canvas.getByRole('radio', { name: t('agent.types.member') })).toBeChecked();
    await expect(canvas.getByText('AG7Q2K')).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('agent.register.invite.qr') })).toBeVisible();
  },
};

/** A valid form: the site gets the new account's values, the panel announces it and empties the form. */
export const SubmitSuccess: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: startingWith(t('agent.register.username')) }), 'nami2026');
    await userEvent.type(input(canvasElement, 'password'), 'secret88');
    await userEvent.type(input(canvasElement, 'confirm'), 'secret88');
    await userEvent.click(canvas.getByRole('radio', { name: t('agent.types.agent') }));
    await userEvent.click(canvas.getByRole('button', { name: t('agent.register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'nami2026', password: 'secret88', type: 'agent' });
    const status = await waitFor(() =>
      canvas.getByText((text) =>
        text.includes(t('agent.register.success', { account: 'nami2026', type: t('agent.types.agent') })),
      ),
    );
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: startingWith(t('agent.register.username')) })).toHaveValue('');
  },
};

/** Nothing sent while a field breaks its rule: each says why, and the first takes the focus. */
export const Validation: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'password'), 'secret88');
    await userEvent.type(input(canvasElement, 'confirm'), 'secret89');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.register.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = canvas.getByRole('textbox', { name: startingWith(t('agent.register.username')) });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(canvas.getByText(t('validation.required', { field: t('agent.register.username') }))).toBeVisible();
    await expect(canvas.getByText(t('fieldIssues.mismatch'))).toBeVisible();
    // Fixed fields clear their message as they are typed.
    await userEvent.type(username, 'nami2026');
    await expect(canvas.queryByText(t('validation.required', { field: t('agent.register.username') }))).toBeNull();
  },
};

/** The site rejects: a taken username shows on its field. */
export const UsernameTaken: Story = {
  args: { onSubmit: fn(() => Promise.reject({ code: 'validation_failed', fieldErrors: { username: 'taken' } })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: startingWith(t('agent.register.username')) }), 'lucky88');
    await userEvent.type(input(canvasElement, 'password'), 'secret88');
    await userEvent.type(input(canvasElement, 'confirm'), 'secret88');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.register.submit') }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: startingWith(t('agent.register.username')) })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(canvas.getByText(t('fieldIssues.taken'))).toBeVisible();
  },
};

/** An agent who may only create members: no choice to make. */
export const MembersOnly: Story = {
  args: { types: ['member'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(
      within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('records:common.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = {
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <RegisterCentrePanel {...args} />
    </div>
  ),
};
