/**
 * downlineManagement: the agent's direct downlines or whole team, searched by account (downlineList), with a
 * drill-down into a member's team: the opened member is the list's `root` (the platform lists its downlines, depth
 * relative to it, and refuses a root outside the agent's team), paged by the platform like the agent's own list.
 *
 * Where the merchant turns on the transfer to a downline (AGETRANSFERDOWN3) each row has a "Transfer" action: the
 * agent's main wallet to that member (transferToDownline, sealed, checked with the payment password when PAYMENTPASS3
 * asks for one). One request id per transfer asked for, kept for a retry of that same transfer; a success refreshes
 * the team list and the header balance and says so in a toast.
 */
import { formatMoney } from '@croupier/contract';
import { useMemberMutation, useMemberQuery, useWalletBalance } from '@croupier/data';
import {
  DownlineManagementPanel,
  MAIN_WALLET_ID,
  useToast,
  type DateRangeValue,
  type DownlineFilters,
  type DownlineTransfer,
} from '@croupier/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../app/useSiteConfig';
import { brand } from '../../../brand';
import { useCentreNavigation } from '../../useCentreNavigation';
import { submitErrorOf } from '../centreErrors';
import { useRecordPage } from '../useRecordPage';
import {
  downlineScopeOf,
  downlineTransferKey,
  pagingOf,
  toDownlineMember,
  toDownlineTransferRequest,
} from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function DownlineManagementContainer({ title }: AgentPanelProps) {
  const { t } = useTranslation('site');
  const { toast } = useToast();
  const { has } = useSiteConfig();
  const { setMcPage } = useCentreNavigation();
  const { t: tc, i18n } = useTranslation('centre');
  // A contract in force as the contract column names it: its type and rate ("Daily salary 1.5%").
  const contractLabel = useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
    return (c: { type: string; rate: number }) => tc('agent.contracts.card.kind', { type: tc(`agent.contracts.titles.${c.type}`), side: percent.format(c.rate / 100) });
  }, [i18n.language, tc]);
  const [path, setPath] = useState<readonly string[]>([]);
  const root = path.at(-1);
  const list = useRecordPage<'downlineList', DownlineFilters & { range: DateRangeValue }>(
    'downlineList',
    { account: '', scope: 'direct' },
    ({ range, account, scope }, pageNo) => ({
      from: range.from,
      to: range.to,
      scope: downlineScopeOf(scope),
      ...(account.trim() ? { account: account.trim() } : {}),
      ...(root === undefined ? {} : { root }),
      pageNo,
    }),
  );
  const canTransfer = has('AGETRANSFERDOWN3');
  const asksPassword = has('PAYMENTPASS3');
  const balance = useWalletBalance();
  const security = useMemberQuery('securityConfig', canTransfer && asksPassword ? undefined : null);
  // A success revalidates the team list (the downline's balance) and the wallets (the header balance).
  const transfer = useMemberMutation('transferToDownline', { balance: true, invalidates: ['downlineList'] });
  /** The last transfer asked for and its request id: the same transfer again is a retry of it. */
  const pending = useRef<{ key: string; requestId: string } | undefined>(undefined);

  const data = list.data;
  const { range, ...filters } = list.filters;
  const goTo = (next: readonly string[]) => {
    setPath(next);
    list.onPageChange(1);
  };
  const main = balance.data?.wallets?.find((w) => w.wallet === MAIN_WALLET_ID)?.balance ?? balance.data?.sumBalance;

  const onTransfer = async (asked: DownlineTransfer) => {
    const key = downlineTransferKey(asked);
    if (pending.current?.key !== key) pending.current = { key, requestId: crypto.randomUUID() };
    const { requestId } = pending.current;
    try {
      const done = await transfer.trigger(toDownlineTransferRequest(asked, requestId, asksPassword));
      pending.current = undefined;
      toast({
        tone: 'success',
        title: t('centre:agent.downline.transfer.successBody', {
          amount: `${brand.currencySymbol}${formatMoney(done.amount)}`,
          account: done.downline,
        }),
      });
    } catch (error) {
      throw submitErrorOf(t, error);
    }
  };

  return (
    <DownlineManagementPanel
      {...list.panel}
      title={title}
      filters={filters}
      onFiltersChange={(next) => list.onFiltersChange({ ...next, range })}
      members={(data?.list ?? []).map((row) => toDownlineMember(row, contractLabel))}
      path={path}
      onOpen={(account) => goTo([...path, account])}
      onBreadcrumb={(index) => goTo(path.slice(0, index))}
      page={list.page}
      onPageChange={list.onPageChange}
      {...pagingOf(data)}
      canTransfer={canTransfer}
      transfer={{
        balance: main,
        isPaymentPasswordRequired: asksPassword,
        hasPaymentPassword: security.data?.paymentPasswordSet ?? true,
        onSetPaymentPassword: () => setMcPage('securityCenter'),
        onTransfer,
      }}
    />
  );
}
