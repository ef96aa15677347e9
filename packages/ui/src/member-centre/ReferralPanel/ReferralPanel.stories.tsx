import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleNow, sampleTimeZone } from '../shared/cashier.fixtures';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { ReferralPanel } from './ReferralPanel';
import type { Referee, ReferralPanelProps } from './ReferralPanel.types';
import { storyT } from '../../test/storyText';
import { storyCount, storyMoney } from '../shared/storyFormat';

const day = 86_400_000;
const referees: Referee[] = [
  { account: 'yamada_taro', registeredAt: sampleNow - 2 * day, hasDeposited: true, reward: 200 },
  { account: 'sakura99', registeredAt: sampleNow - 5 * day, hasDeposited: true, reward: 200 },
  { account: 'nobu', registeredAt: sampleNow - 6 * day, hasDeposited: false, reward: 0 },
];

type StoryArgs = ReferralPanelProps & { width?: number };

const meta = {
  title: 'Member Centre/ReferralPanel',
  component: ReferralPanel,
  tags: ['any-locale'],
  args: {
    inviteCode: 'TANAKA7Q',
    inviteLink: 'https://croupier.example/register?referralCode=TANAKA7Q',
    referees,
    totalRewards: 400,
    terms: { rewardPerReferee: 200, minDeposit: 1000, turnoverMultiple: 5 },
    rulesHtml:
      '<ul><li>ご本人や同一世帯のアカウントの紹介は対象外です。</li><li>報酬はリワードセンターで受け取れます。</li></ul>',
    onShare: fn(),
    onRetry: fn(),
    currencySymbol: 'P',
    timeZone: sampleTimeZone,
    isTitleHidden: true,
  },
  argTypes: { referees: { control: false }, terms: { control: false }, error: { control: 'boolean' } },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="referral" width={width}>
      <ReferralPanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The code and link with copy buttons, the link's QR code, the totals, the referees (masked) and the rules. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: t('referral.qrLabel') })).toHaveAttribute(
      'data-value',
      'https://croupier.example/register?referralCode=TANAKA7Q',
    );
    const money = storyMoney(context);
    const count = storyCount(context);
    await expect(canvas.getByRole('button', { name: new RegExp(t('referral.code')) })).toBeVisible();
    const totals = canvas.getByRole('group', { name: t('referral.summaryLabel') });
    await expect(totals).toHaveTextContent(`${t('referral.totalRewards')}${money(400)}`);
    await expect(totals).toHaveTextContent(`${t('referral.refereeCount')}${count(3)}`);
    await expect(totals).toHaveTextContent(`${t('referral.qualifiedCount')}${count(2)}`);
    const table = canvas.getByRole('table', { name: t('referral.referees') });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ya***ro');
    await expect(table).not.toHaveTextContent('yamada_taro');
    await expect(canvas.getByText(t('referral.rulesSummary', { reward: money(200), min: money(1000) }))).toBeVisible();
  },
};

/** Copy puts the link on the clipboard and says so; share calls the site. */
export const CopyAndShare: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('referral.link')) }));
    await expect(copied).toBe('https://croupier.example/register?referralCode=TANAKA7Q');
    await userEvent.click(canvas.getByRole('button', { name: t('referral.share') }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** 130 friends, 20 a page (the site pages them): the second page, the pages under the table, totals over all. */
export const ManyPages: Story = {
  tags: ['vrt'],
  args: {
    referees: Array.from({ length: 20 }, (_, i) => ({
      account: `friend${String(20 + i).padStart(3, '0')}`,
      registeredAt: sampleNow - (20 + i) * 3_600_000,
      hasDeposited: i % 3 === 0,
      reward: i % 3 === 0 ? 50 : 0,
    })),
    totalRewards: 2_200,
    qualifiedCount: 44,
    page: 2,
    pageCount: 7,
    totalItems: 130,
    onPageChange: fn(),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('group', { name: t('referral.summaryLabel') });
    const count = storyCount(context);
    await expect(totals).toHaveTextContent(`${t('referral.refereeCount')}${count(130)}`);
    await expect(totals).toHaveTextContent(`${t('referral.qualifiedCount')}${count(44)}`);
    const table = canvas.getByRole('table', { name: t('referral.referees') });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pages = canvas.getByRole('navigation', { name: t('referral.pages') });
    await expect(
      within(pages).getByRole('button', { name: tu('pagination.page', { page: 2 }), current: 'page' }),
    ).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: tu('pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** One page: no pages under the table. */
export const OnePage: Story = {
  args: { page: 1, pageCount: 1, totalItems: 3, onPageChange: fn() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).queryByRole('navigation', { name: t('referral.pages') })).toBeNull();
  },
};

export const NoReferees: Story = {
  tags: ['vrt'],
  args: { referees: [], totalRewards: 0, rulesHtml: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByText(t('referral.empty.title'))).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, referees: [] } };

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    await userEvent.click(
      within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('actions.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A phone: the QR code above the code and link, the share button full width. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="ReferralPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const share = within(canvasElement).getByRole('button', { name: t('referral.share') });
    await expect(share.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
