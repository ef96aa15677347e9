import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromotionSignUpForm } from './PromotionSignUpForm';

/** A small PNG drawn on a canvas (a fake game screenshot), so the stories need no binary files. */
async function makePng(name: string, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 100;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = `hsl(${hue} 55% 30%)`;
  ctx.fillRect(0, 0, 160, 100);
  ctx.fillStyle = `hsl(${hue} 80% 65%)`;
  for (let i = 0; i < 3; i += 1) ctx.fillRect(16 + i * 46, 24, 36, 52);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png', lastModified: 0 });
}

const meta = {
  title: 'Promotions/PromotionSignUpForm',
  component: PromotionSignUpForm,
  args: {
    onSubmit: fn(async () => undefined),
    instructions: '土日のスロットの結果画面を添えて申し込んでください。',
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <PromotionSignUpForm {...args} />
    </div>
  ),
} satisfies Meta<typeof PromotionSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: '参加申込' }));

export const Playground: Story = {};

/** The comment with its counter, the images (png/jpg, 3 at most, 5 MB each) and the submit button. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    const comment = f.getByRole('textbox', { name: /コメント/ });
    await expect(comment).toHaveAccessibleDescription(/140文字以内でご記入ください。/);
    await expect(f.getByRole('button', { name: '画像を選択' })).toHaveAccessibleDescription(/PNG・JPG · 最大3枚 · 1枚5 MBまで/);
  },
};

/** The comment is required and at most 140 characters (an emoji counts as one); nothing is sent until it fits. */
export const CommentRules: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    const submit = f.getByRole('button', { name: '申し込む' });
    await userEvent.click(submit);
    const comment = f.getByRole('textbox', { name: /コメント/ });
    await expect(comment).toHaveAccessibleDescription(/コメントを入力してください。/);
    await userEvent.click(comment);
    await userEvent.paste('🎰'.repeat(141));
    await expect(canvasElement.querySelector('[data-part="Counter"]')).toHaveAttribute('data-over');
    await userEvent.click(submit);
    await expect(comment).toHaveAccessibleDescription(/コメントは140文字以内で入力してください。/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A good request: the comment (trimmed) and the images go out; the form says so and clears. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: /コメント/ }), '  土曜に大当たりしました！  ');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const shot = await makePng('big-win.png', 280);
    await userEvent.upload(input, shot);
    await expect(await f.findByRole('listitem')).toHaveTextContent('big-win.png');
    await userEvent.click(f.getByRole('button', { name: '申し込む' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: '土曜に大当たりしました！', images: [shot] });
    await expect(await f.findByText(/申込を受け付けました。/)).toBeVisible();
    await expect(f.getByRole('textbox', { name: /コメント/ })).toHaveValue('');
  },
};

/** A file that is not png/jpg is refused by FileUpload with a message naming it. */
export const WrongImageType: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // applyAccept off: the member's browser may let any file through; the kit checks it itself.
    await userEvent.upload(input, new File(['%PDF-1.7'], 'rules.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="Errors"]')).toHaveTextContent('rules.pdf'));
  },
};

/** The platform refuses (quota reached): its message in the member's language; the comment is kept. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject({ code: 'quota_insufficient', message: 'quota' })) },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: /コメント/ }), '参加します');
    await userEvent.click(f.getByRole('button', { name: '申し込む' }));
    await expect(await f.findByRole('alert')).toHaveTextContent('上限に達しました。');
    await expect(f.getByRole('textbox', { name: /コメント/ })).toHaveValue('参加します');
  },
};

/** Images required by the operator: the group is marked and an empty submit is refused. */
export const ImagesRequired: Story = {
  args: { isImageRequired: true },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: /コメント/ }), '参加します');
    await userEvent.click(f.getByRole('button', { name: '申し込む' }));
    await expect(await f.findByText('画像を1枚以上添付してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <PromotionSignUpForm {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const submit = form(canvasElement).getByRole('button', { name: '申し込む' });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
