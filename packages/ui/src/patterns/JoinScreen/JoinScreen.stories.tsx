import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JoinScreen } from './JoinScreen';
import type { CommissionTier } from './JoinScreen.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

const tiers: CommissionTier[] = [
  { id: 't1', activeMembers: 5, minAmount: 1_000, rate: 0.3 },
  { id: 't2', activeMembers: 10, minAmount: 5_000, rate: 0.35 },
  { id: 't3', activeMembers: 20, minAmount: 20_000, rate: 0.4 },
  { id: 't4', activeMembers: 50, minAmount: 100_000, rate: 0.45 },
];
const contacts = [
  { method: 'telegram', value: '@croupier_affiliates' },
  { method: 'email', value: 'affiliates@croupier.example' },
] as const;

/** The rows of the tiers' table (the header row left out). */
const tierRows = (root: HTMLElement, t: TFunction) =>
  within(within(root).getByRole('table', { name: t('join.tiersTitle') })).getAllByRole('row').slice(1);

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Screens/JoinScreen',
  tags: ['any-locale'],
  component: JoinScreen,
  args: { tiers, activeMemberMinDeposit: 100, contacts, currencySymbol: 'P', onApply: fn(async () => undefined), onRetry: fn() },
  argTypes: { tiers: { control: false }, contacts: { control: false }, error: { control: 'boolean' } },
} satisfies Meta<typeof JoinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts text in a field at once (typing key by key outlasts the test's time on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Playground: Story = { tags: ['!vrt'] };

const form = (root: HTMLElement, t: TFunction) => within(within(root).getByRole('form', { name: t('join.formTitle') }));

/** The programme: its tiers (a table: active members, condition, commission), its terms, how it works, the application. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('join.title') })).toBeVisible();
    const table = canvas.getByRole('table', { name: t('join.tiersTitle') });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      t('join.table.activeMembers'),
      t('join.table.condition'),
      t('join.table.commission'),
    ]);
    // Figures as the screen writes them (useLoyaltyFormat), in the story's language.
    const lang = storyI18n(context).language;
    const money = (value: number) => formatMoneyIn(lang, value, 'P');
    const count = (value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);
    const percent = (value: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value);
    const rows = tierRows(canvasElement, t);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      t('join.membersAtLeast', { value: count(5) }),
      t('join.conditions.netProfit', { value: money(1000) }),
      percent(0.3),
    ]);
    await expect(rows[3]).toHaveTextContent(
      `${t('join.membersAtLeast', { value: count(50) })}${t('join.conditions.netProfit', { value: money(100000) })}${percent(0.45)}`,
    );
    await expect(canvasElement.querySelector('[data-part="Terms"]')).toHaveTextContent(t('join.terms', { deposit: money(100) }));
    await expect(canvasElement.querySelector('[data-part="Contacts"]')).toHaveTextContent('@croupier_affiliates');
    await expect(canvas.getByRole('heading', { name: t('join.howTitle') })).toBeVisible();
  },
};

/** Tiers on the members' valid bets, any deposit counting; in English, numbers and percents through Intl. */
export const ValidBetEnglish: Story = {
  tags: ['!vrt'],
  globals: { locale: 'EN' },
  args: { tierBasis: 'validBet', activeMemberMinDeposit: 0, contacts: [], tiers: [{ id: 'a', activeMembers: 1200, minAmount: 250_000, rate: 0.325 }] },
  play: async ({ canvasElement }) => {
    const [row] = within(canvasElement)
      .getAllByRole('row')
      .slice(1);
    await expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1,200+',
      'Monthly valid bets of P250,000.00+',
      '32.5%',
    ]);
    await expect(canvasElement.querySelector('[data-part="Terms"]')).toHaveTextContent('who makes a deposit in the month');
    await expect(canvasElement.querySelector('[data-part="Contacts"]')).toBeNull();
  },
};

/** No tiers published: the table says so (not an error), and the application is still there. */
export const Empty: Story = {
  tags: ['vrt'],
  args: { tiers: [], contacts: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('join.tiersEmpty') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Terms"]')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('form', { name: t('join.formTitle') })).toBeVisible();
  },
};

/** Inside a page whose h1 already names it (the site's /join): no title of its own; the sections stay h2. */
export const TitleHidden: Story = {
  tags: ['!vrt'],
  args: { isTitleHidden: true, titleLevel: 2 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Title"]')).toBeNull();
    await expect(canvas.queryByText(t('join.title'))).toBeNull();
    const levels = canvas.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    await expect(levels[0]).toBe(2);
    await expect(Math.min(...levels)).toBe(2);
    for (let i = 1; i < levels.length; i++) await expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  },
};

/** "Apply now" takes the member to the form's first field. */
export const ApplyNow: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('join.applyNow') }));
    await expect(form(canvasElement, t).getByRole('textbox', { name: holding(t('join.fields.name')) })).toHaveFocus();
  },
};

/** Nothing is sent until each field is right; each says what is wrong. */
export const Validation: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const apply = form(canvasElement, t);
    await userEvent.click(apply.getByRole('button', { name: t('join.submit') }));
    const name = apply.getByRole('textbox', { name: holding(t('join.fields.name')) });
    await expect(name).toHaveAccessibleDescription(t('join.errors.nameRequired'));
    await expect(name).toHaveFocus();
    await expect(apply.getByRole('combobox', { name: holding(t('join.fields.channel')) })).toHaveAccessibleDescription(
      t('join.errors.channel'),
    );
    await fill(name, 'Taro Yamada');
    const contact = apply.getByRole('textbox', { name: holding(t('join.contactLabels.mobile')) });
    await fill(contact, '12-34');
    await userEvent.click(apply.getByRole('button', { name: t('join.submit') }));
    await expect(contact).toHaveAccessibleDescription(t('join.errors.phone'));
    // Another method: the label and the rule follow it.
    await userEvent.selectOptions(apply.getByRole('combobox', { name: holding(t('join.fields.contactMethod')) }), 'email');
    const email = apply.getByRole('textbox', { name: holding(t('join.contactLabels.email')) });
    await userEvent.clear(email);
    await fill(email, 'taro@');
    await userEvent.click(apply.getByRole('button', { name: t('join.submit') }));
    await expect(email).toHaveAccessibleDescription(t('join.errors.email'));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A good application is sent (trimmed) and acknowledged. */
export const Applied: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const apply = form(canvasElement, t);
    await fill(apply.getByRole('textbox', { name: holding(t('join.fields.name')) }), '  Taro Yamada ');
    await userEvent.selectOptions(apply.getByRole('combobox', { name: holding(t('join.fields.channel')) }), 'community');
    await userEvent.selectOptions(apply.getByRole('combobox', { name: holding(t('join.fields.contactMethod')) }), 'telegram');
    await fill(apply.getByRole('textbox', { name: holding(t('join.contactLabels.telegram')) }), '@taro_y');
    await fill(apply.getByRole('textbox', { name: holding(t('join.fields.message')) }), 'About 200 players');
    await userEvent.click(apply.getByRole('button', { name: t('join.submit') }));
    await expect(args.onApply).toHaveBeenCalledWith({
      name: 'Taro Yamada',
      contactMethod: 'telegram',
      contact: '@taro_y',
      channel: 'community',
      message: 'About 200 players',
    });
    await expect(await within(canvasElement).findByText(t('join.appliedTitle'))).toBeVisible();
  },
};

/** The platform refuses: its message in the member's language, the form kept. */
export const Refused: Story = {
  tags: ['!vrt'],
  args: { onApply: fn(async () => Promise.reject({ code: 'too_frequent' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const apply = form(canvasElement, t);
    await fill(apply.getByRole('textbox', { name: holding(t('join.fields.name')) }), 'Taro Yamada');
    await userEvent.selectOptions(apply.getByRole('combobox', { name: holding(t('join.fields.channel')) }), 'social');
    await fill(apply.getByRole('textbox', { name: holding(t('join.contactLabels.mobile')) }), '+81 90 1234 5678');
    await userEvent.click(apply.getByRole('button', { name: t('join.submit') }));
    await expect(await apply.findByRole('alert')).toBeVisible();
    await expect(apply.getByRole('textbox', { name: holding(t('join.fields.name')) })).toHaveValue('Taro Yamada');
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(within(canvasElement).getByRole('table', { name: t('join.tiersTitle') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-part="Tiers"] [data-part="SkeletonRow"]')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-part="Terms"]')).toBeNull();
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true, tiers: [] },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const agent = {
  code: 'AG3F9C21B7',
  links: [
    { domain: 'croupier.example', url: 'https://croupier.example/register?affiliateCode=AG3F9C21B7' },
    { domain: 'm.croupier.example', url: 'https://m.croupier.example/register?affiliateCode=AG3F9C21B7' },
  ],
  registrationsThisMonth: 12,
  registrationsTotal: 348,
};

/** A signed-in agent: its code and a link per domain to copy, its registrations, then the tiers; no application. */
export const AsAgent: Story = {
  tags: ['vrt', 'any-locale'],
  args: { agent },
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const canvas = within(context.canvasElement);
    const links = canvas.getByRole('region', { name: t('join.agent.title') });
    await expect(within(links).getByText(agent.code)).toBeVisible();
    await expect(within(links).getByText(agent.links[1]!.url)).toBeVisible();
    await expect(within(links).getByText(t('join.agent.link', { domain: 'm.croupier.example' }))).toBeVisible();
    await expect(context.canvasElement.querySelector('[data-part="Registrations"]')).toHaveTextContent(/12.*348/);
    // An agent does not apply: no form, no button to it.
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('join.applyNow') })).toBeNull();
    await expect(canvas.getByRole('heading', { name: t('join.tiersTitle') })).toBeVisible();
  },
};

export const AsAgentOnPhone: Story = {
  tags: ['vrt', 'any-locale'],
  args: { agent },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    await expect(within(context.canvasElement).getByRole('region', { name: t('join.agent.title') })).toBeVisible();
  },
};

export const AsAgentDark: Story = {
  tags: ['vrt'],
  args: { agent },
  globals: { mode: 'dark' },
};
