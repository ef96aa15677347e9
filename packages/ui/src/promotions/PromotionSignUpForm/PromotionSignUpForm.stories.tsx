import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyI18n, storyT } from '../../test/storyText';
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
  tags: ['any-locale'],
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

type Context = { canvasElement: HTMLElement; loaded: Record<string, unknown> };

/** The form, found by its title in the story's language. */
const form = (context: Context) =>
  within(within(context.canvasElement).getByRole('form', { name: storyT(context, 'engage')('signUp.title') }));

/** The comment box (its name may carry the required marker after the label). */
const commentBox = (context: Context) =>
  form(context).getByRole('textbox', { name: new RegExp(`^${storyT(context, 'engage')('signUp.comment')}`) });

export const Playground: Story = {};

/** The comment with its counter, the images (png/jpg, 3 at most, 5 MB each) and the submit button. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const f = form(context);
    const comment = commentBox(context);
    await expect(comment).toHaveAccessibleDescription(expect.stringContaining(t('signUp.commentHint', { max: 140 })));
    const size = new Intl.NumberFormat(storyI18n(context).language, { style: 'unit', unit: 'megabyte' }).format(5);
    await expect(f.getByRole('button', { name: tu('fileUpload.choose') })).toHaveAccessibleDescription(
      expect.stringContaining(tu('fileUpload.rules', { max: 3, size })),
    );
  },
};

/** The comment is required and at most 140 characters (an emoji counts as one); nothing is sent until it fits. */
export const CommentRules: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const f = form(context);
    const submit = f.getByRole('button', { name: t('signUp.submit') });
    await userEvent.click(submit);
    const comment = commentBox(context);
    await expect(comment).toHaveAccessibleDescription(expect.stringContaining(t('signUp.errors.commentRequired')));
    await userEvent.click(comment);
    await userEvent.paste('🎰'.repeat(141));
    await expect(canvasElement.querySelector('[data-part="Counter"]')).toHaveAttribute('data-over');
    await userEvent.click(submit);
    await expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(t('signUp.errors.commentTooLong', { max: 140 })),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A good request: the comment (trimmed) and the images go out; the form says so and clears. */
export const Submits: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const f = form(context);
    // The member's own words: typed as given, whatever the interface language.
    await userEvent.type(commentBox(context), '  土曜に大当たりしました！  ');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const shot = await makePng('big-win.png', 280);
    await userEvent.upload(input, shot);
    await expect(await f.findByRole('listitem')).toHaveTextContent('big-win.png');
    await userEvent.click(f.getByRole('button', { name: t('signUp.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: '土曜に大当たりしました！', images: [shot] });
    await expect(await f.findByText(t('signUp.sent'))).toBeVisible();
    await expect(commentBox(context)).toHaveValue('');
  },
};

/** A file that is not png/jpg is refused by FileUpload with a message naming it. */
export const WrongImageType: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // applyAccept off: the member's browser may let any file through; the kit checks it itself.
    await userEvent.upload(input, new File(['%PDF-1.7'], 'rules.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="Errors"]')).toHaveTextContent('rules.pdf'));
  },
};

/** The platform refuses (quota reached): its message in the member's language; the comment is kept. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject({ code: 'quota_insufficient', message: 'quota' })) },
  play: async (context) => {
    const t = storyT(context, 'engage');
    const f = form(context);
    await userEvent.type(commentBox(context), '参加します');
    await userEvent.click(f.getByRole('button', { name: t('signUp.submit') }));
    await expect(await f.findByRole('alert')).toHaveTextContent(storyT(context, 'errors')('quotaInsufficient'));
    await expect(commentBox(context)).toHaveValue('参加します');
  },
};

/** Images required by the operator: the group is marked and an empty submit is refused. */
export const ImagesRequired: Story = {
  args: { isImageRequired: true },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'engage');
    const f = form(context);
    await userEvent.type(commentBox(context), '参加します');
    await userEvent.click(f.getByRole('button', { name: t('signUp.submit') }));
    await expect(await f.findByText(t('signUp.errors.imageRequired'))).toBeVisible();
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
  play: async (context) => {
    const t = storyT(context, 'engage');
    const submit = form(context).getByRole('button', { name: t('signUp.submit') });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
