import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { EmptyState } from './EmptyState';
import { emptyStateSizes } from './EmptyState.types';
import { storyT } from '../../test/storyText';

const onBrowse = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['vrt', 'any-locale'],
  args: {
    icon: 'favourite',
    title: <Trans ns="feedback" i18nKey="sample.emptyTitle" />,
    description: <Trans ns="feedback" i18nKey="sample.emptyBody" />,
    action: (
      <Button startIcon={<Icon name="search" />} onClick={onBrowse}>
        <Trans ns="feedback" i18nKey="sample.emptyAction" />
      </Button>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    title: { control: false },
    description: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** No favourites yet, with the way forward. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(t('feedback:sample.emptyTitle'));
    await userEvent.click(canvas.getByRole('button', { name: t('feedback:sample.emptyAction') }));
    await expect(onBrowse).toHaveBeenCalled();
  },
};

/** Small, inside a records panel, without an action. */
export const SmallWithoutAction: Story = {
  args: {
    size: 'sm',
    icon: 'receipt',
    title: <Trans ns="feedback" i18nKey="sample.noRecordsTitle" />,
    description: <Trans ns="feedback" i18nKey="sample.noRecordsBody" />,
    action: undefined,
  },
};
