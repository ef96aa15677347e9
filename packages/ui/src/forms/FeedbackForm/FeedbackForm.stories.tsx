import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedbackForm } from './FeedbackForm';
import { storyT } from '../../test/storyText';

/** A small PNG drawn on a canvas (a screenshot of a problem), so the stories need no binary files. */
async function makePng(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 90;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'hsl(220 40% 85%)';
  ctx.fillRect(0, 0, 120, 90);
  ctx.fillStyle = 'hsl(0 60% 50%)';
  ctx.fillRect(12, 12, 96, 12);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png', lastModified: 0 });
}

const meta = {
  title: 'Forms/FeedbackForm',
  tags: ['any-locale'],
  component: FeedbackForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name that holds a text (a field's label with its required mark). */
const holding = (text: string) => (value: string) => value.includes(text);

/** Puts text in a field at once (typing key by key outlasts the test's time on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Playground: Story = { tags: ['!vrt'] };

/** The kind, the text with its counter (10 to 140 characters), up to three images. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const canvas = within(context.canvasElement);
    await expect(within(canvas.getByRole('combobox', { name: holding(t('feedback.type')) })).getAllByRole('option')).toHaveLength(8);
    await expect(canvas.getByRole('textbox', { name: holding(t('feedback.content')) })).toHaveAccessibleDescription(expect.stringContaining(t('form.countRange', { count: 0, min: 10, max: 140 })));
    await expect(canvas.getByRole('group', { name: holding(t('feedback.images')) })).toBeVisible();
  },
};

/** Nothing is sent until the kind is chosen and the text is within its bounds; the counter follows the text. */
export const Validation: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('feedback.submit') }));
    const type = canvas.getByRole('combobox', { name: holding(t('feedback.type')) });
    await expect(type).toHaveAccessibleDescription(t('feedback.errors.type'));
    await expect(type).toHaveFocus();
    const content = canvas.getByRole('textbox', { name: holding(t('feedback.content')) });
    await expect(content).toHaveAccessibleDescription(expect.stringContaining(t('feedback.errors.contentRequired')));
    await fill(content, '遅いです');
    await userEvent.click(canvas.getByRole('button', { name: t('feedback.submit') }));
    await expect(content).toHaveAccessibleDescription(expect.stringContaining(t('feedback.errors.contentShort', { min: 10 })));
    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('あ'.repeat(141));
    await expect(canvasElement.querySelector('[data-part="Counter"]')).toHaveAttribute('data-over');
    await userEvent.click(canvas.getByRole('button', { name: t('feedback.submit') }));
    await expect(content).toHaveAccessibleDescription(expect.stringContaining(t('feedback.errors.contentLong', { max: 140 })));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A good report with a screenshot is sent, then thanked for. */
export const Sent: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: holding(t('feedback.type')) }), 'bug');
    await fill(canvas.getByRole('textbox', { name: holding(t('feedback.content')) }), '  スロットの読み込みが途中で止まります。  ');
    const image = await makePng('screen.png');
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, image);
    await expect(await canvas.findByText('screen.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('feedback.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'bug',
      content: 'スロットの読み込みが途中で止まります。',
      images: [image],
    });
    await expect(await canvas.findByText(t('feedback.sentTitle'))).toBeVisible();
  },
};

/** The platform refuses: its message, the text kept. */
export const Refused: Story = {
  tags: ['!vrt'],
  args: { onSubmit: fn(async () => Promise.reject({ code: 'feature_not_enabled' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: holding(t('feedback.type')) }), 'suggestion');
    await fill(canvas.getByRole('textbox', { name: holding(t('feedback.content')) }), 'ダークモードの切り替えを増やしてほしいです。');
    await userEvent.click(canvas.getByRole('button', { name: t('feedback.submit') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: holding(t('feedback.content')) })).toHaveValue('ダークモードの切り替えを増やしてほしいです。');
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FeedbackForm {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const button = within(canvasElement).getByRole('button', { name: t('feedback.submit') });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
