import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleTimeZone } from '../shared/agent.fixtures';
import { dailyPolicy, dividendPolicy, givenContracts, offeredToMe, ownContract, sampleOfferable } from '../shared/contract.fixtures';
import type { ContractListFilters } from '../shared/contract.types';
import { ContractsPanel } from './ContractsPanel';
import type { ContractsPanelProps } from './ContractsPanel.types';
import { storyI18n, storyT } from '../../test/storyText';

/** A rate as the panel writes it (usePercent), in the story's language. */
const storyPercent = (context: { loaded: Record<string, unknown> }) => {
  const format = new Intl.NumberFormat(storyI18n(context).language, { style: 'percent', maximumFractionDigits: 2 });
  return (value: number) => format.format(value / 100);
};

/** The site owns the filters and the page; this stand-in keeps them so the controls move. */
function ContractsDemo(args: ContractsPanelProps) {
  const [filters, setFilters] = useState<ContractListFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  return (
    <ContractsPanel
      {...args}
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
    />
  );
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Agent Centre/ContractsPanel',
  component: ContractsPanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    type: 'daily',
    policy: dailyPolicy,
    own: ownContract,
    offerable: sampleOfferable,
    contracts: [offeredToMe, ...givenContracts],
    filters: { role: null, status: null },
    page: 1,
    pageCount: 3,
    totalItems: 12,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onAction: fn(),
    onOffer: fn(async () => undefined),
    onConflictConfirm: fn(),
    onConflictCancel: fn(),
    onRetry: fn(),
  },
  argTypes: {
    policy: { control: false },
    own: { control: false },
    offerable: { control: false },
    contracts: { control: false },
    filters: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <ContractsDemo {...args} />,
} satisfies Meta<typeof ContractsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Daily salary: the terms, the agent's own contract, the offer form and the contracts with their actions. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('agent.contracts.titles.daily') })).toBeVisible();
    const percent = storyPercent(context);
    const policy = canvas.getByRole('group', { name: t('agent.contracts.policy.label') });
    await expect(policy).toHaveTextContent(t('agent.contracts.policy.bases.validBet'));
    await expect(policy).toHaveTextContent(
      t('agent.contracts.policy.rateRange', { min: percent(0.1), max: percent(2) }),
    );
    await expect(canvas.getByRole('region', { name: t('agent.contracts.own.title') })).toHaveTextContent(t('agent.contracts.merchant'));
    await expect(canvas.getByRole('region', { name: t('agent.contracts.offer.title') })).toBeVisible();
    const list = canvas.getByRole('list', { name: t('agent.contracts.list.caption') });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await userEvent.click(within(list).getByRole('button', { name: t('agent.contracts.actionOf', { action: t('agent.contracts.actions.accept'), account: 'boss_top' }) }));
    await expect(args.onAction).toHaveBeenCalledWith('accept', offeredToMe);
  },
};

/** Side and status filter the list; the pages call back. */
export const FiltersAndPages: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('agent.contracts.list.roles.upline') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ role: 'upline', status: null });
    await userEvent.click(canvas.getByRole('radio', { name: t('ui:statusBadge.contract.termination') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ role: 'upline', status: 'termination' });
    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Dividends: a percent of the team's net loss, four periods to choose from. */
export const Dividend: Story = {
  args: { type: 'dividend', policy: dividendPolicy, own: { ...ownContract, type: 'dividend', rate: 25, period: 'weekly' }, contracts: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: t('agent.contracts.policy.label') })).toHaveTextContent(t('agent.contracts.policy.bases.netLoss'));
    await expect(canvas.getByRole('combobox', { name: holding(t('agent.contracts.policy.period')) })).toBeVisible();
  },
};

/** The rate conflict warning over the panel; Confirm calls back. */
export const Conflict: Story = {
  args: { conflict: { rate: 1.0, conflicts: [{ upline: 'lucky88', downline: 'kenji01', rate: 1.1 }] } },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'centre');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('agent.contracts.conflict.confirm') }));
    await expect(args.onConflictConfirm).toHaveBeenCalledTimes(1);
  },
};

/** No contract of the type yet and nobody to offer one: a note and the empty list. */
export const Empty: Story = {
  tags: ['vrt'],
  args: { own: null, offerable: [], contracts: [], pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('agent.contracts.own.none'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('agent.contracts.offer.title') })).toBeNull();
    await expect(canvas.getByRole('heading', { name: t('agent.contracts.list.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, policy: null, own: null, offerable: [], contracts: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('list', { name: t('agent.contracts.list.caption') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('records:common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { tags: ['vrt'], globals: { mode: 'dark' }, args: { type: 'realtime', policy: { ...dailyPolicy, type: 'realtime', periods: ['realtime'] }, own: { ...ownContract, type: 'realtime', period: 'realtime' }, contracts: givenContracts.slice(0, 2).map((c) => ({ ...c, type: 'realtime', period: 'realtime' })) } };

/** On a 360 px phone the cards stack and the figures take two columns. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ContractsDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('agent.contracts.list.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};
