import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { statusBadgeSizes, statusesByKind, statusKinds, type StatusKind } from './StatusBadge.types';
import { storyT } from '../../test/storyText';

const kindTitleKey: Record<StatusKind, string> = {
  transaction: 'recordsSample.kindTransaction',
  activity: 'recordsSample.kindActivity',
  contract: 'recordsSample.kindContract',
  redemption: 'recordsSample.kindRedemption',
  bet: 'recordsSample.kindBet',
};

function AllStatusesGrid() {
  const { t } = useTranslation('ui');
  return (
    <div style={{ display: 'grid', gap: 20, maxWidth: 720 }}>
      {statusKinds.map((kind) => (
        <section key={kind} aria-labelledby={`status-kind-${kind}`} style={{ display: 'grid', gap: 8 }}>
          <h3 id={`status-kind-${kind}`} style={{ margin: 0, fontSize: 14 }}>
            {t(kindTitleKey[kind])}
          </h3>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
            {statusesByKind[kind].map((status) => (
              <li key={status}>
                <StatusBadge {...({ kind, status } as Parameters<typeof StatusBadge>[0])} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Feedback/StatusBadge',
  tags: ['any-locale'],
  component: StatusBadge,
  args: { kind: 'transaction', status: 'pending', size: 'sm' },
  argTypes: {
    kind: { control: 'select', options: statusKinds },
    size: { control: 'inline-radio', options: statusBadgeSizes },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a kind and one of its statuses (a status of another kind falls back to the kind's first). */
export const Playground: Story = {
  argTypes: { status: { control: 'select', options: [...new Set(Object.values(statusesByKind).flat())] } },
  render: (args) => {
    const list = statusesByKind[args.kind] as readonly string[];
    const status = list.includes(args.status) ? args.status : list[0];
    return <StatusBadge {...({ ...args, status } as Parameters<typeof StatusBadge>[0])} />;
  },
};

/** Every status of SPEC §4, grouped by kind: the one screenshot of the badge (light and dark). */
export const AllStatuses: Story = {
  tags: ['vrt'],
  render: () => <AllStatusesGrid />,
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const total = Object.values(statusesByKind).reduce((sum, list) => sum + list.length, 0);
    await expect(canvasElement.querySelectorAll('[data-component="StatusBadge"]')).toHaveLength(total);
    await expect(canvas.getByText(t('statusBadge.transaction.forcedReceived'))).toBeVisible();
    // The icon is decorative: the text alone names the status.
    for (const icon of canvasElement.querySelectorAll('[data-component="StatusBadge"] svg'))
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Medium: Story = {
  args: { kind: 'bet', status: 'won', size: 'md' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    await expect(within(canvasElement).getByText(t('statusBadge.bet.won'))).toBeVisible();
  },
};

export const English: Story = {
  args: { kind: 'transaction', status: 'partiallyReceived' },
  globals: { locale: 'EN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Partially received')).toBeVisible();
  },
};
