import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';
import { richTextSizes, type RichTextProps } from './RichText.types';

/** The story's HTML comes from the locale packs, so it follows the locale toolbar. */
function LocalizedRichText({ html, ...props }: RichTextProps) {
  const { t } = useTranslation('feedback');
  return <RichText html={html || t('sample.noticeBody')} {...props} />;
}

const meta = {
  title: 'Primitives/RichText',
  component: RichText,
  tags: ['vrt', 'any-locale'],
  args: { html: '' },
  argTypes: { size: { control: 'inline-radio', options: richTextSizes } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <LocalizedRichText {...args} />
    </div>
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** A notice as the server sends it: heading, list, table and an external link (opened safely in a new tab). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Hostile markup renders as harmless text: no script runs, no overlay covers the page, no handler fires. */
export const HostileMarkup: Story = {
  args: {
    html:
      '<p style="position:fixed;inset:0;z-index:99999;background:red">Claim your prize</p>' +
      '<img src="x" onerror="document.body.dataset.hacked=1" alt="">' +
      '<a href="javascript:document.body.dataset.hacked=1">Click</a><script>document.body.dataset.hacked = 1</script>',
  },
  play: async ({ canvasElement }) => {
    await expect(document.body.dataset.hacked).toBeUndefined();
    const paragraph = within(canvasElement).getByText('Claim your prize');
    await expect(getComputedStyle(paragraph).position).toBe('static');
    await expect(canvasElement.querySelector('a')).not.toHaveAttribute('href');
  },
};
