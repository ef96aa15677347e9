import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, type IconName } from '../../primitives/Icon';
import { Tabs } from './Tabs';
import { TabsContent } from './TabsContent';
import { TabsList } from './TabsList';
import { TabsTrigger } from './TabsTrigger';
import { tabsVariants, type TabsProps } from './Tabs.types';
import { storyT } from '../../test/storyText';

const halls = [
  { value: 'slots', key: 'sample.tabSlots', icon: 'slots', badge: 128 },
  { value: 'live', key: 'sample.tabLive', icon: 'live', badge: 24 },
  { value: 'sports', key: 'sample.tabSports', icon: 'sports', badge: undefined },
] as const satisfies ReadonlyArray<{ value: string; key: string; icon: IconName; badge: number | undefined }>;

function HallTabs({
  withIcons = false,
  disabledValue,
  ...props
}: TabsProps & { withIcons?: boolean; disabledValue?: string }) {
  const { t } = useTranslation('common');
  return (
    <Tabs {...props}>
      <TabsList>
        {halls.map((hall) => (
          <TabsTrigger
            key={hall.value}
            value={hall.value}
            disabled={hall.value === disabledValue}
            icon={withIcons ? <Icon name={hall.icon} /> : undefined}
            badge={withIcons ? hall.badge : undefined}
          >
            {t(hall.key)}
          </TabsTrigger>
        ))}
      </TabsList>
      {halls.map((hall) => (
        <TabsContent key={hall.value} value={hall.value}>
          <p style={{ margin: 0 }}>{t('sample.tabPanel', { tab: t(hall.key) })}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['vrt', 'any-locale'],
  args: { defaultValue: 'slots', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    children: { control: false },
  },
  render: (args) => <HallTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Arrow keys move between tabs and select them (automatic activation); Home and End jump to the ends. */
export const Underline: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    const slots = canvas.getByRole('tab', { name: t('sample.tabSlots') });
    await expect(slots).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(t('sample.tabSlots'));

    await userEvent.click(slots);
    await userEvent.keyboard('{ArrowRight}');
    const live = canvas.getByRole('tab', { name: t('sample.tabLive') });
    await expect(live).toHaveFocus();
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('live');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t('sample.tabPanel', { tab: t('sample.tabLive') }));

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: t('sample.tabSports') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slots).toHaveFocus();

    // Tab leaves the list for the panel rather than walking every trigger.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Pill: Story = {
  tags: ['vrt-brands'],
  args: { variant: 'pill' },
};

/** Every trigger takes 100 / number-of-tabs percent of the width, as the slot hall's tabs do. */
export const FullWidth: Story = {
  args: { isFullWidth: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <HallTabs {...args} />
      <HallTabs {...args} variant="pill" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lists = within(canvasElement).getAllByRole('tablist');
    for (const list of lists) {
      const widths = within(list)
        .getAllByRole('tab')
        .map((tab) => Math.round(tab.getBoundingClientRect().width));
      await expect(new Set(widths).size).toBe(1);
    }
  },
};

export const WithIconsAndBadges: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <HallTabs {...args} withIcons />
      <HallTabs {...args} withIcons variant="pill" />
    </div>
  ),
  play: async (context) => {
    const t = storyT(context, 'common');
    await expect(
      within(context.canvasElement).getAllByRole('tab', { name: `${t('sample.tabSlots')} 99+` }),
    ).toHaveLength(2);
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  render: (args) => <HallTabs {...args} disabledValue="live" />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'common');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t('sample.tabSlots') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t('sample.tabSports') })).toHaveFocus();
  },
};
