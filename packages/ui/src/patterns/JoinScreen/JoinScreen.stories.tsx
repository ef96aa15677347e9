import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JoinScreen } from './JoinScreen';
import type { CommissionTier } from './JoinScreen.types';

const tiers: CommissionTier[] = [
  { id: 't1', activeMembers: 5, minProfit: 1_000, rate: 0.25 },
  { id: 't2', activeMembers: 15, minProfit: 50_000, rate: 0.35 },
  { id: 't3', activeMembers: 40, minProfit: 300_000, rate: 0.45 },
  { id: 't4', activeMembers: 100, minProfit: 1_000_000, rate: 0.55 },
];

const meta = {
  title: 'Screens/JoinScreen',
  component: JoinScreen,
  args: { tiers, currencySymbol: 'P', onApply: fn(async () => undefined), onRetry: fn() },
  argTypes: { tiers: { control: false }, error: { control: 'boolean' } },
} satisfies Meta<typeof JoinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts text in a field at once (typing key by key outlasts the test's time on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Playground: Story = { tags: ['!vrt'] };

const form = (root: HTMLElement) => within(within(root).getByRole('form', { name: 'エージェント申し込み' }));

/** The programme: its tiers, how it works, and the application. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-tier]')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-tier="t4"]')).toHaveTextContent('55%');
    await expect(canvasElement.querySelector('[data-tier="t2"]')).toHaveTextContent('P50,000.00以上');
    await expect(canvas.getByRole('heading', { name: 'ご利用の流れ' })).toBeVisible();
  },
};

/** "Apply now" takes the member to the form's first field. */
export const ApplyNow: Story = {
  tags: ['!vrt'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '今すぐ申し込む' }));
    await expect(form(canvasElement).getByRole('textbox', { name: /お名前/ })).toHaveFocus();
  },
};

/** Nothing is sent until each field is right; each says what is wrong. */
export const Validation: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const apply = form(canvasElement);
    await userEvent.click(apply.getByRole('button', { name: '申し込む' }));
    const name = apply.getByRole('textbox', { name: /お名前/ });
    await expect(name).toHaveAccessibleDescription('お名前を入力してください。');
    await expect(name).toHaveFocus();
    await expect(apply.getByRole('combobox', { name: /集客チャネル/ })).toHaveAccessibleDescription(
      '集客チャネルを選択してください。',
    );
    await fill(name, 'Taro Yamada');
    const contact = apply.getByRole('textbox', { name: /電話番号/ });
    await fill(contact, '12-34');
    await userEvent.click(apply.getByRole('button', { name: '申し込む' }));
    await expect(contact).toHaveAccessibleDescription('番号は6〜15桁の数字で入力してください。');
    // Another method: the label and the rule follow it.
    await userEvent.selectOptions(apply.getByRole('combobox', { name: /連絡方法/ }), 'email');
    const email = apply.getByRole('textbox', { name: /メールアドレス/ });
    await userEvent.clear(email);
    await fill(email, 'taro@');
    await userEvent.click(apply.getByRole('button', { name: '申し込む' }));
    await expect(email).toHaveAccessibleDescription('メールアドレスの形式が正しくありません。');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A good application is sent (trimmed) and acknowledged. */
export const Applied: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const apply = form(canvasElement);
    await fill(apply.getByRole('textbox', { name: /お名前/ }), '  Taro Yamada ');
    await userEvent.selectOptions(apply.getByRole('combobox', { name: /集客チャネル/ }), 'community');
    await userEvent.selectOptions(apply.getByRole('combobox', { name: /連絡方法/ }), 'telegram');
    await fill(apply.getByRole('textbox', { name: /TelegramのユーザーID/ }), '@taro_y');
    await fill(apply.getByRole('textbox', { name: /メッセージ/ }), 'About 200 players');
    await userEvent.click(apply.getByRole('button', { name: '申し込む' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      name: 'Taro Yamada',
      contactMethod: 'telegram',
      contact: '@taro_y',
      channel: 'community',
      message: 'About 200 players',
    });
    await expect(await within(canvasElement).findByText('お申し込みを受け付けました')).toBeVisible();
  },
};

/** The platform refuses: its message in the member's language, the form kept. */
export const Refused: Story = {
  tags: ['!vrt'],
  args: { onApply: fn(async () => Promise.reject({ code: 'too_frequent' })) },
  play: async ({ canvasElement }) => {
    const apply = form(canvasElement);
    await fill(apply.getByRole('textbox', { name: /お名前/ }), 'Taro Yamada');
    await userEvent.selectOptions(apply.getByRole('combobox', { name: /集客チャネル/ }), 'social');
    await fill(apply.getByRole('textbox', { name: /電話番号/ }), '+81 90 1234 5678');
    await userEvent.click(apply.getByRole('button', { name: '申し込む' }));
    await expect(await apply.findByRole('alert')).toBeVisible();
    await expect(apply.getByRole('textbox', { name: /お名前/ })).toHaveValue('Taro Yamada');
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <JoinScreen {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-component="JoinScreen"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, tiers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Tiers"] ol')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true, tiers: [] },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
