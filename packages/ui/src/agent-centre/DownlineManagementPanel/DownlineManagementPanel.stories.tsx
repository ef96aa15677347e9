import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleTimeZone, tokyoIso } from '../shared/agent.fixtures';
import { DownlineManagementPanel } from './DownlineManagementPanel';
import type { DownlineFilters, DownlineManagementPanelProps, DownlineMember } from './DownlineManagementPanel.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

const directTeam: DownlineMember[] = [
  {
    account: 'lucky88',
    type: 'agent',
    depth: 1,
    teamSize: 42,
    balance: 12850.5,
    lastLoginAt: tokyoIso('21:14:05'),
    joinedAt: tokyoIso('10:02:00', 210),
    validBet: 58240,
    contract: { type: '日給', rate: 0.008 },
  },
  {
    account: 'mika_tan',
    type: 'member',
    depth: 1,
    teamSize: 0,
    balance: 320,
    lastLoginAt: tokyoIso('09:40:12', 1),
    joinedAt: tokyoIso('15:30:00', 95),
    validBet: 4120.75,
  },
  {
    account: 'ryu2024',
    type: 'agent',
    depth: 1,
    teamSize: 7,
    balance: 2045.25,
    lastLoginAt: tokyoIso('18:22:41', 3),
    joinedAt: tokyoIso('12:00:00', 60),
    validBet: 15880,
    contract: { type: '配当' },
  },
  {
    account: 'sora77',
    type: 'member',
    depth: 1,
    teamSize: 0,
    balance: 0,
    lastLoginAt: null,
    joinedAt: tokyoIso('08:45:10', 2),
    validBet: 0,
  },
  {
    account: 'hana_k',
    type: 'member',
    depth: 1,
    teamSize: 0,
    balance: 15890,
    lastLoginAt: tokyoIso('23:05:59', 0),
    joinedAt: tokyoIso('19:11:11', 400),
    validBet: 102300.5,
  },
];
const luckyTeam: DownlineMember[] = [
  {
    account: 'kenji01',
    type: 'member',
    depth: 2,
    teamSize: 0,
    balance: 880,
    lastLoginAt: tokyoIso('20:00:00', 1),
    joinedAt: tokyoIso('11:00:00', 30),
    validBet: 9400,
  },
  {
    account: 'yuki_m',
    type: 'agent',
    depth: 2,
    teamSize: 12,
    balance: 4310,
    lastLoginAt: tokyoIso('13:45:00', 0),
    joinedAt: tokyoIso('09:20:00', 80),
    validBet: 21050,
  },
];
const teams: Record<string, DownlineMember[]> = { '': directTeam, lucky88: luckyTeam, yuki_m: [] };

/** The site owns the filters, the page and the drill-down path; this stand-in keeps them and "fetches" the rows. */
function DownlineDemo(args: DownlineManagementPanelProps) {
  const [filters, setFilters] = useState<DownlineFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  const [path, setPath] = useState<string[]>([...args.path]);
  const root = path.at(-1) ?? '';
  const rows = (path.length === args.path.length ? args.members : (teams[root] ?? [])).filter((m) =>
    m.account.includes(filters.account),
  );
  return (
    <DownlineManagementPanel
      {...args}
      members={rows}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      path={path}
      onOpen={(account) => {
        setPath((current) => [...current, account]);
        setPage(1);
        args.onOpen(account);
      }}
      onBreadcrumb={(index) => {
        setPath((current) => current.slice(0, index));
        args.onBreadcrumb(index);
      }}
    />
  );
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

/** A label that starts with a word ("Password", not "Confirm password"). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

const meta = {
  title: 'Agent Centre/DownlineManagementPanel',
  component: DownlineManagementPanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    filters: { account: '', scope: 'direct' },
    members: directTeam,
    path: [],
    page: 1,
    pageCount: 5,
    totalItems: 23,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onOpen: fn(),
    onBreadcrumb: fn(),
    onSortChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    members: { control: false },
    path: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <DownlineDemo {...args} />,
} satisfies Meta<typeof DownlineManagementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** The agent's direct downlines: type badges, contracts where given, "View team" on those who have one. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('agent.downline.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('agent.downline.columns.account'),
      t('agent.downline.columns.actions'),
      t('agent.downline.columns.type'),
      t('agent.downline.columns.depth'),
      t('agent.downline.columns.teamSize'),
      t('agent.downline.columns.balance'),
      t('agent.downline.columns.validBet'),
      t('agent.downline.columns.lastLogin'),
      t('agent.downline.columns.joined'),
      t('agent.downline.columns.contract'),
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(directTeam.length + 1);
    const lucky = within(table).getByRole('cell', { name: 'lucky88' }).closest('tr')!;
    // The contract's type is the platform's text (fixture data); its rate and the balance in the story's language.
    const lang = storyI18n(context).language;
    await expect(lucky).toHaveTextContent(
      `日給 · ${new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(0.008)}`,
    );
    await expect(lucky).toHaveTextContent(formatMoneyIn(lang, 12850.5, 'P'));
    await expect(within(table).getByRole('cell', { name: 'ryu2024' }).closest('tr')).toHaveTextContent('配当');
    await expect(within(table).getByRole('cell', { name: 'sora77' }).closest('tr')).toHaveTextContent(
      t('agent.common.never'),
    );
    // Players without a team have nothing to open.
    await expect(
      within(table).getAllByRole('button', { name: startingWith(t('agent.downline.viewTeam')) }),
    ).toHaveLength(2);
    const crumbs = canvas.getByRole('navigation', { name: t('agent.downline.breadcrumb') });
    await expect(within(crumbs).getByText(t('agent.downline.root'))).toHaveAttribute('aria-current', 'page');
  },
};

/** Without contracts, no contract column at all (no placeholders). */
export const WithoutContracts: Story = {
  args: { members: directTeam.map((m) => ({ ...m, contract: null })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(
      within(canvasElement).queryByRole('columnheader', { name: t('agent.downline.columns.contract') }),
    ).toBeNull();
  },
};

/** Drill down into lucky88's team, then into yuki_m's (empty), and back by the breadcrumb. */
export const DrillDown: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('agent.downline.viewTeamOf', { account: 'lucky88' }) }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('lucky88');
    const crumbs = canvas.getByRole('navigation', { name: t('agent.downline.breadcrumb') });
    await expect(within(crumbs).getByText('lucky88')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('cell', { name: 'kenji01' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: t('agent.downline.depth', { depth: 2 }) })).toHaveLength(
      luckyTeam.length,
    );

    await userEvent.click(canvas.getByRole('button', { name: t('agent.downline.viewTeamOf', { account: 'yuki_m' }) }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('yuki_m');
    await expect(canvas.getByRole('heading', { name: t('agent.downline.empty.title') })).toBeVisible();

    await userEvent.click(within(crumbs).getByRole('button', { name: 'lucky88' }));
    await expect(args.onBreadcrumb).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(crumbs).getByRole('button', { name: t('agent.downline.root') }));
    await expect(args.onBreadcrumb).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('cell', { name: 'hana_k' })).toBeVisible();
  },
};

/** Search applies on submit; the scope and the page call back at once. */
export const SearchScopeAndPages: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('agent.downline.columns.account') }), 'hana');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('agent.common.search') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ account: 'hana', scope: 'direct' });
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('radio', { name: t('agent.downline.scope.team') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ account: 'hana', scope: 'team' });

    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(canvas.getByRole('button', { name: t('agent.downline.columns.balance') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'balance', direction: 'ascending' });
  },
};

export const Empty: Story = {
  args: { members: [], pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('heading', { name: t('agent.downline.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(
      within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('records:common.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const transfer = { balance: 2480.5, onTransfer: fn(async () => undefined), onSetPaymentPassword: fn() };

/** The transfer to a downline is on (AGETRANSFERDOWN3): every row has a "Transfer" action next to its team. */
export const WithTransfer: Story = {
  tags: ['vrt'],
  args: { canTransfer: true, transfer },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const table = within(canvasElement).getByRole('table', { name: t('agent.downline.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
        .slice(0, 3),
    ).toEqual([
      t('agent.downline.columns.account'),
      t('agent.downline.columns.actions'),
      t('agent.downline.columns.transfer'),
    ]);
    await expect(
      within(table).getAllByRole('button', {
        name: (name) => directTeam.some((m) => name === t('agent.downline.transfer.actionOf', { account: m.account })),
      }),
    ).toHaveLength(directTeam.length);
  },
};

/** Without the feature no transfer column, even with the transfer's call given. */
export const TransferOff: Story = {
  args: { canTransfer: false, transfer },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(
      within(canvasElement).queryByRole('columnheader', { name: t('agent.downline.columns.transfer') }),
    ).toBeNull();
    await expect(
      within(canvasElement).queryByRole('button', {
        name: (name) => directTeam.some((m) => name === t('agent.downline.transfer.actionOf', { account: m.account })),
      }),
    ).toBeNull();
  },
};

/** "Transfer" on a row opens the dialog for that member; the transfer leaves with its account; Close returns focus. */
export const TransferFromRow: Story = {
  args: { canTransfer: true, transfer },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const row = within(canvasElement).getByRole('button', {
      name: t('agent.downline.transfer.actionOf', { account: 'hana_k' }),
    });
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: t('agent.downline.transfer.title') });
    await expect(dialog.querySelector('[data-part="Recipient"]')).toHaveTextContent('hana_k');
    const body = within(dialog);
    await userEvent.click(body.getByRole('textbox', { name: holding(t('wallet.amount')) }));
    await userEvent.paste('1000');
    await userEvent.click(body.getByLabelText(holding(t('fields.paymentPassword'))));
    await userEvent.paste('123456');
    await userEvent.click(body.getByRole('button', { name: t('agent.downline.transfer.submit') }));
    await expect(transfer.onTransfer).toHaveBeenLastCalledWith({
      account: 'hana_k',
      amount: 1000,
      paymentPassword: '123456',
    });
    await userEvent.click(await body.findByRole('button', { name: t('agent.downline.transfer.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { path: ['lucky88'], members: luckyTeam } };

/**
 * On a 360 px phone the team stays a table that scrolls sideways in a focusable, labelled region; accounts and levels
 * keep to one line; a member's team opens as on a desktop.
 */
export const Phone: Story = {
  tags: ['vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <DownlineDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('agent.downline.caption') });
    await expect(within(table).getAllByRole('row')).toHaveLength(directTeam.length + 1);
    const region = await waitFor(() => canvas.getByRole('region', { name: t('agent.downline.caption') }));
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    for (const text of [t('agent.downline.depth', { depth: 1 }), 'lucky88', 'hana_k']) {
      const cell = within(table).getAllByText(text)[0]!;
      // One line box: a wrapped inline text has one client rect per line.
      await expect(cell.getClientRects()).toHaveLength(1);
    }
    await userEvent.click(canvas.getByRole('button', { name: t('agent.downline.viewTeamOf', { account: 'lucky88' }) }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('lucky88');
    await expect(canvas.getAllByText(t('agent.downline.depth', { depth: 2 }))).toHaveLength(luckyTeam.length);
    const crumbs = canvas.getByRole('navigation', { name: t('agent.downline.breadcrumb') });
    await userEvent.click(within(crumbs).getByRole('button', { name: t('agent.downline.root') }));
    await expect(args.onBreadcrumb).toHaveBeenLastCalledWith(0);
  },
};
