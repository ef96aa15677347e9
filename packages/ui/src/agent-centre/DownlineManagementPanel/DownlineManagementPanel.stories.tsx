import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTimeZone, tokyoIso } from '../shared/agent.fixtures';
import { DownlineManagementPanel } from './DownlineManagementPanel';
import type { DownlineFilters, DownlineManagementPanelProps, DownlineMember } from './DownlineManagementPanel.types';

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

const meta = {
  title: 'Agent Centre/DownlineManagementPanel',
  component: DownlineManagementPanel,
  tags: ['!vrt'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'チームメンバー' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'アカウント',
      'チーム',
      '種別',
      '階層',
      'チーム人数',
      '残高',
      '有効ベット',
      '最終ログイン',
      '登録日時',
      '契約',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(directTeam.length + 1);
    const lucky = within(table).getByRole('cell', { name: 'lucky88' }).closest('tr')!;
    await expect(lucky).toHaveTextContent('日給 · 0.8%');
    await expect(lucky).toHaveTextContent('P12,850.50');
    await expect(within(table).getByRole('cell', { name: 'ryu2024' }).closest('tr')).toHaveTextContent('配当');
    await expect(within(table).getByRole('cell', { name: 'sora77' }).closest('tr')).toHaveTextContent('未ログイン');
    // Players without a team have nothing to open.
    await expect(within(table).getAllByRole('button', { name: /^チームを見る/ })).toHaveLength(2);
    const crumbs = canvas.getByRole('navigation', { name: 'チーム階層' });
    await expect(within(crumbs).getByText('マイチーム')).toHaveAttribute('aria-current', 'page');
  },
};

/** Without contracts, no contract column at all (no placeholders). */
export const WithoutContracts: Story = {
  args: { members: directTeam.map((m) => ({ ...m, contract: null })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: '契約' })).toBeNull();
  },
};

/** Drill down into lucky88's team, then into yuki_m's (empty), and back by the breadcrumb. */
export const DrillDown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'チームを見る：lucky88' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('lucky88');
    const crumbs = canvas.getByRole('navigation', { name: 'チーム階層' });
    await expect(within(crumbs).getByText('lucky88')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('cell', { name: 'kenji01' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '第 2 階層' })).toHaveLength(luckyTeam.length);

    await userEvent.click(canvas.getByRole('button', { name: 'チームを見る：yuki_m' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('yuki_m');
    await expect(canvas.getByRole('heading', { name: '該当するメンバーはいません' })).toBeVisible();

    await userEvent.click(within(crumbs).getByRole('button', { name: 'lucky88' }));
    await expect(args.onBreadcrumb).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(crumbs).getByRole('button', { name: 'マイチーム' }));
    await expect(args.onBreadcrumb).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('cell', { name: 'hana_k' })).toBeVisible();
  },
};

/** Search applies on submit; the scope and the page call back at once. */
export const SearchScopeAndPages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'アカウント' }), 'hana');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ account: 'hana', scope: 'direct' });
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('radio', { name: 'チーム全体' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ account: 'hana', scope: 'team' });

    const pages = canvas.getByRole('navigation', { name: 'ページ送り' });
    await userEvent.click(within(pages).getByRole('button', { name: '次のページ' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(canvas.getByRole('button', { name: '残高' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'balance', direction: 'ascending' });
  },
};

export const Empty: Story = {
  args: { members: [], pageCount: 0, totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '該当するメンバーはいません' })).toBeVisible();
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
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'チームメンバー' });
    await expect(within(table).getAllByRole('row')).toHaveLength(directTeam.length + 1);
    const region = await waitFor(() => canvas.getByRole('region', { name: 'チームメンバー' }));
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    for (const text of ['第 1 階層', 'lucky88', 'hana_k']) {
      const cell = within(table).getAllByText(text)[0]!;
      // One line box: a wrapped inline text has one client rect per line.
      await expect(cell.getClientRects()).toHaveLength(1);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'チームを見る：lucky88' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('lucky88');
    await expect(canvas.getAllByText('第 2 階層')).toHaveLength(luckyTeam.length);
    const crumbs = canvas.getByRole('navigation', { name: 'チーム階層' });
    await userEvent.click(within(crumbs).getByRole('button', { name: 'マイチーム' }));
    await expect(args.onBreadcrumb).toHaveBeenLastCalledWith(0);
  },
};
