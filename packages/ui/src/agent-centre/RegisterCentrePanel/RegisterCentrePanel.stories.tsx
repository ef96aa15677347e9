import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterCentrePanel } from './RegisterCentrePanel';

const meta = {
  title: 'Agent Centre/RegisterCentrePanel',
  component: RegisterCentrePanel,
  tags: ['!vrt'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '登録センター' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^ユーザー名/ })).toHaveAccessibleDescription(
      '4〜16文字の英数字で入力してください（先頭は英字）',
    );
    await expect(canvas.getByRole('radio', { name: '会員' })).toBeChecked();
    await expect(canvas.getByText('AG7Q2K')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '招待リンクのQRコード' })).toBeVisible();
  },
};

/** A valid form: the site gets the new account's values, the panel announces it and empties the form. */
export const SubmitSuccess: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^ユーザー名/ }), 'nami2026');
    await userEvent.type(input(canvasElement, 'password'), 'secret88');
    await userEvent.type(input(canvasElement, 'confirm'), 'secret88');
    await userEvent.click(canvas.getByRole('radio', { name: '代理' }));
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを作成' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'nami2026', password: 'secret88', type: 'agent' });
    const status = await waitFor(() => canvas.getByText(/nami2026 を代理としてチームに追加しました/));
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: /^ユーザー名/ })).toHaveValue('');
  },
};

/** Nothing sent while a field breaks its rule: each says why, and the first takes the focus. */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'password'), 'secret88');
    await userEvent.type(input(canvasElement, 'confirm'), 'secret89');
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを作成' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = canvas.getByRole('textbox', { name: /^ユーザー名/ });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(canvas.getByText('ユーザー名を入力してください')).toBeVisible();
    await expect(canvas.getByText('2回の入力が一致しません')).toBeVisible();
    // Fixed fields clear their message as they are typed.
    await userEvent.type(username, 'nami2026');
    await expect(canvas.queryByText('ユーザー名を入力してください')).toBeNull();
  },
};

/** The site rejects: a taken username shows on its field. */
export const UsernameTaken: Story = {
  args: { onSubmit: fn(() => Promise.reject({ code: 'validation_failed', fieldErrors: { username: 'taken' } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^ユーザー名/ }), 'lucky88');
    await userEvent.type(input(canvasElement, 'password'), 'secret88');
    await userEvent.type(input(canvasElement, 'confirm'), 'secret88');
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを作成' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^ユーザー名/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByText('すでに別のアカウントで使用されています')).toBeVisible();
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
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: '再試行' }));
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
