import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';
import { storyI18n, storyT } from '../../test/storyText';

/** The 5 MB limit as the field writes it, in the story's language. */
const fiveMegabytes = (context: { loaded: Record<string, unknown> }) =>
  new Intl.NumberFormat(storyI18n(context).language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(5);

/** A small PNG drawn on a canvas: a fake transfer receipt, so the stories need no binary files. */
async function makePng(name: string, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = `hsl(${hue} 45% 88%)`;
  ctx.fillRect(0, 0, 160, 120);
  ctx.fillStyle = `hsl(${hue} 50% 40%)`;
  ctx.fillRect(16, 16, 128, 14);
  ctx.fillStyle = `hsl(${hue} 20% 60%)`;
  for (let row = 0; row < 4; row += 1) ctx.fillRect(16, 44 + row * 16, 80 + ((row * 23) % 48), 8);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png', lastModified: 0 });
}

const meta = {
  title: 'Forms/FileUpload',
  tags: ['any-locale'],
  component: FileUpload,
  args: {
    label: <Trans ns="common" i18nKey="sampleCashier.proofImages" />,
    hint: <Trans ns="common" i18nKey="sampleCashier.proofHint" />,
    onChange: fn(),
  },
  argTypes: {
    label: { control: false },
    hint: { control: false },
    value: { control: false },
    defaultValue: { control: false },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing chosen: a real button opens the file dialog, the zone also takes dropped files. */
export const Empty: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: t('common:sampleCashier.proofImages') });
    const button = within(group).getByRole('button', { name: t('fileUpload.choose') });
    await expect(button).toHaveAccessibleDescription(
      `${t('fileUpload.rules', { max: 3, size: fiveMegabytes(context) })} ${t('common:sampleCashier.proofHint')}`,
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, await makePng('receipt.png', 210));
    await expect(await canvas.findByRole('listitem')).toHaveTextContent('receipt.png');
    await expect(args.onChange).toHaveBeenCalledWith([expect.any(File)]);
  },
};

const twoReceipts = async () => ({
  files: [await makePng('receipt-0815.png', 210), await makePng('bank-slip.png', 150)],
});

/** Two receipts chosen, with thumbnails and remove buttons. */
export const WithFiles: Story = {
  tags: ['vrt'],
  loaders: [twoReceipts],
  render: (args, { loaded }) => <FileUpload {...args} defaultValue={loaded.files as File[]} />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('fileUpload.listLabel') });
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(2));
    await expect(canvas.getByText(t('fileUpload.count', { count: 2, max: 3 }))).toBeVisible();
  },
};

/** Removing a file reports the shorter list, frees its object URL and returns focus to the button. */
export const RemoveFile: Story = {
  loaders: [twoReceipts],
  render: (args, { loaded }) => <FileUpload {...args} defaultValue={loaded.files as File[]} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('fileUpload.listLabel') });
    await userEvent.click(canvas.getByRole('button', { name: t('fileUpload.remove', { name: 'bank-slip.png' }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt-0815.png' })]);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: t('fileUpload.choose') })).toHaveFocus();
  },
};

/** Wrong type (by MIME and by content), too many and too big: each file named with its rule. */
export const Errors: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The accept attribute would filter a PDF out of the dialog; a drop or an old browser still sends one.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText(t('fileUpload.errors.type', { name: 'statement.pdf' }))).toBeVisible();

    // Named and typed as a PNG, but its bytes are text: refused by content.
    await user.upload(input, new File(['not really an image'], 'photo.png', { type: 'image/png' }));
    await expect(await canvas.findByText(t('fileUpload.errors.type', { name: 'photo.png' }))).toBeVisible();

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([big], 'huge.png', { type: 'image/png' }));
    await expect(
      await canvas.findByText(t('fileUpload.errors.size', { name: 'huge.png', size: fiveMegabytes(context) })),
    ).toBeVisible();

    const four = await Promise.all(['a.png', 'b.png', 'c.png', 'd.png'].map((name, i) => makePng(name, i * 60)));
    await user.upload(input, four);
    await expect(await canvas.findByText(t('fileUpload.errors.count', { name: 'd.png', max: 3 }))).toBeVisible();
    await expect(canvas.getByText(t('fileUpload.count', { count: 3, max: 3 }))).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('fileUpload.choose') })).toHaveAccessibleDescription(
      expect.stringContaining(t('fileUpload.errors.count', { name: 'd.png', max: 3 })),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    await expect(within(canvasElement).getByRole('button', { name: t('fileUpload.choose') })).toBeDisabled();
  },
};

export const Phone: Story = {
  loaders: [async () => ({ files: [await makePng('receipt.png', 30)] })],
  render: (args, { loaded }) => <FileUpload {...args} required defaultValue={loaded.files as File[]} />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const button = within(canvasElement).getByRole('button', { name: t('fileUpload.choose') });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
