import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTimeZone } from '../shared/agent.fixtures';
import { givenContracts, offeredToMe, ownContract } from '../shared/contract.fixtures';
import { ContractCard } from './ContractCard';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** The card's words and figures as it writes them, in the story's language. */
function cardText(context: { loaded: Record<string, unknown> }) {
  const t = storyT(context, 'centre');
  const lang = storyI18n(context).language;
  return {
    t,
    money: (value: number) => formatMoneyIn(lang, value, 'P'),
    percent: (value: number) =>
      new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    /** An action button's name: the action and the other party. */
    action: (action: string, account: string) =>
      t('agent.contracts.actionOf', { action: t(`agent.contracts.actions.${action}`), account }),
  };
}

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Agent Centre/ContractCard',
  component: ContractCard,
  tags: ['!vrt', 'any-locale'],
  args: { contract: ownContract, timeZone: sampleTimeZone, currencySymbol: 'P', onAction: fn() },
  argTypes: { contract: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The agent's own contract from the merchant: terms, this period's figures, the last settlement. */
export const InForce: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const { t, money, percent, action } = cardText(context);
    const card = within(canvasElement).getByRole('article', { name: holding(t('agent.contracts.merchant')) });
    await expect(card).toHaveTextContent(
      t('agent.contracts.card.kind', {
        type: t('agent.contracts.types.daily'),
        side: t('agent.contracts.side.downline'),
      }),
    );
    // The status badge's word (English also writes "Signed" for the signing date's term).
    await expect(card.querySelector('[data-component="StatusBadge"]')).toHaveTextContent(
      t('ui:statusBadge.contract.signed'),
    );
    await expect(card.querySelector('[data-part="Rate"]')).toHaveTextContent(percent(1.5));
    await expect(card.querySelector('[data-part="Estimated"]')).toHaveTextContent(money(873.6));
    await expect(card).toHaveTextContent(money(21480.25));
    await expect(
      within(card).getByRole('button', { name: action('terminate', t('agent.contracts.merchant')) }),
    ).toBeVisible();
  },
};

/** An offer to the agent: Accept and Refuse call back with the contract. */
export const Offered: Story = {
  tags: ['vrt'],
  args: { contract: offeredToMe },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { t, action } = cardText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ui:statusBadge.contract.new'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Current"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: action('accept', 'boss_top') }));
    await expect(args.onAction).toHaveBeenCalledWith('accept', offeredToMe);
    await userEvent.click(canvas.getByRole('button', { name: action('refuse', 'boss_top') }));
    await expect(args.onAction).toHaveBeenLastCalledWith('refuse', offeredToMe);
  },
};

/** The downline asked to end it: the card says who, and offers agreeing or not. */
export const TerminationAsked: Story = {
  args: { contract: givenContracts[2]! },
  play: async (context) => {
    const { t, action } = cardText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('agent.contracts.card.terminationBy', { account: 'yuki_m' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: action('agreeTermination', 'yuki_m') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: action('rejectTermination', 'yuki_m') })).toBeVisible();
  },
};

/** While an action is sent its button spins and the others wait. */
export const Busy: Story = {
  args: { contract: offeredToMe, busyAction: 'accept' },
  play: async (context) => {
    const { action } = cardText(context);
    await expect(
      within(context.canvasElement).getByRole('button', { name: action('refuse', 'boss_top') }),
    ).toBeDisabled();
  },
};

/** A refused offer: no figures, no actions. */
export const Ended: Story = {
  args: { contract: givenContracts[3]! },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(within(canvasElement).getByText(t('agent.contracts.card.endedAt'))).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { contract: givenContracts[0]! } };

export const Phone: Story = {
  globals: phone,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
};
