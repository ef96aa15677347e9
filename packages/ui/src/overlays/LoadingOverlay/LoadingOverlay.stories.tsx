import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { LoadingOverlay } from './LoadingOverlay';
import { storyT } from '../../test/storyText';

/** A page behind the cover: a heading, a paragraph and a button the cover must keep from being clicked. */
function SamplePage({ onPlay }: { onPlay?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 560 }}>
      <h2 style={{ margin: 0 }}>{t('sample.heading')}</h2>
      <p style={{ margin: 0 }}>{t('sample.paragraph')}</p>
      <div>
        <Button onClick={onPlay}>{t('actions.playNow')}</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Overlays/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { isLoading: true, delayMs: 0, message: <Trans ns="feedback" i18nKey="sample.loadingMessage" /> },
  argTypes: { message: { control: false }, children: { control: false } },
  render: (args) => (
    <LoadingOverlay {...args}>
      <SamplePage />
    </LoadingOverlay>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { delayMs: 200 } };

/** Launching a game: spinner and message over the page, which is marked busy. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    await expect(await screen.findByRole('status')).toHaveTextContent(t('sample.loadingMessage'));
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(
      within(canvasElement).getByRole('button'),
    );
  },
};

/** Without a message the spinner alone, announced as the localized "Loading". */
export const WithoutMessage: Story = {
  args: { message: undefined },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    await expect(await screen.findByRole('status', { name: t('loading.label') })).toBeInTheDocument();
  },
};

const onPlay = fn();

/** Work that ends within the delay never shows the cover; longer work does, and a click never reaches the page. */
export const DelayAndPointerBlocking: Story = {
  tags: ['!vrt'],
  args: { delayMs: 300 },
  render: (args) => (
    <LoadingOverlay {...args}>
      <SamplePage onPlay={onPlay} />
    </LoadingOverlay>
  ),
  play: async ({ canvasElement }) => {
    onPlay.mockClear();
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await screen.findByRole('status', {}, { timeout: 2000 });
    const button = within(canvasElement).getByRole('button');
    const { x, y, width, height } = button.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2) as HTMLElement;
    await expect(hit.closest('[data-part="Cover"]')).not.toBeNull();
    await userEvent.click(hit);
    await expect(onPlay).not.toHaveBeenCalled();
  },
};

/** Not loading: the page alone, not busy. */
export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
  },
};
