/**
 * transactionDetails: the downlines' deposits, withdrawals and transfers of a period, by type and account
 * (downlineTransactions). The platform knows one transfer type: a direction chosen keeps that direction of the page.
 */
import { TransactionDetailsPanel, type TransactionDetailsFilters } from '@croupier/ui';
import { useRecordPage } from '../useRecordPage';
import { pagingOf, toTeamTransactions, transactionRequestTypeOf } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function TransactionDetailsContainer({ title }: AgentPanelProps) {
  const records = useRecordPage<'downlineTransactions', TransactionDetailsFilters>(
    'downlineTransactions',
    { type: null, account: '' },
    ({ range, type, account }, pageNo) => {
      const asked = transactionRequestTypeOf(type);
      return {
        from: range.from,
        to: range.to,
        ...(asked ? { type: asked } : {}),
        ...(account.trim() ? { account: account.trim() } : {}),
        pageNo,
      };
    },
  );
  const data = records.data;
  return (
    <TransactionDetailsPanel
      {...records.panel}
      title={title}
      filters={records.filters}
      onFiltersChange={records.onFiltersChange}
      transactions={toTeamTransactions(data, records.filters.type)}
      page={records.page}
      onPageChange={records.onPageChange}
      {...pagingOf(data)}
    />
  );
}
